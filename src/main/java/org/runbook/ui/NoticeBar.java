package org.runbook.ui;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;

/** A message above the tabs (a broken file, a failed save...) until the user closes it; never blocks. */
final class NoticeBar extends JPanel {
    private static final long serialVersionUID = 1L;

    private final JLabel notice = new JLabel();

    NoticeBar() {
        // a plain layout: the bar is part of the first frame, which does not wait for MigLayout's start-up
        super(new java.awt.BorderLayout(6, 0));
        setBorder(javax.swing.BorderFactory.createEmptyBorder(6, 10, 6, 10));
        notice.setName("notice");
        JButton dismiss = new JButton("\u00d7");
        dismiss.setName("dismissNotice");
        dismiss.putClientProperty("JButton.buttonType", "borderless");
        dismiss.addActionListener(e -> setVisible(false));
        putClientProperty("FlatLaf.style", "background: $Runbook.noticeBackground");
        add(notice, java.awt.BorderLayout.CENTER);
        add(dismiss, java.awt.BorderLayout.EAST);
        setVisible(false);
    }

    /** Shows a message (HTML allowed); a second message is added below the first while the bar is open. */
    void show(String html) {
        String before = isVisible() ? notice.getText().replaceAll("^<html>|</html>$", "") + "<br>" : "";
        notice.setText("<html>" + before + html + "</html>");
        setVisible(true);
        revalidate();
    }
}
