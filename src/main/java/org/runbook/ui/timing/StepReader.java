package org.runbook.ui.timing;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.util.Objects;
import java.util.function.Consumer;

import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JSplitPane;

import net.miginfocom.swing.MigLayout;

/**
 * The reading pane beside the stepper: hidden until an entry is opened ("Read step", a chart box, a timeline line,
 * a card), then on the right of the split with a close button.
 */
final class StepReader extends JPanel {
    private static final long serialVersionUID = 1L;

    private final JSplitPane split;
    private final transient Consumer<String> open;

    StepReader(JSplitPane split, JComponent pane, Consumer<String> open) {
        super(new BorderLayout());
        this.split = split;
        this.open = Objects.requireNonNull(open);
        setName("timingReader");
        JPanel head = new JPanel(new MigLayout("insets 2 8 2 4", "[grow][]", ""));
        head.add(Texts.label("reader.title"));
        JButton close = Texts.button("reader.close");
        close.setName("timingReaderClose");
        close.setFocusable(false);
        close.addActionListener(e -> {
            setVisible(false);
            split.revalidate();
        });
        head.add(close);
        add(head, BorderLayout.NORTH);
        add(pane, BorderLayout.CENTER);
        setMinimumSize(new Dimension(260, 100));
        setVisible(false);
        split.setRightComponent(this);
    }

    /** Shows the pane (a third of the width, at most 460 px) and opens {@code id} in it. */
    void open(String id) {
        if (!isVisible()) {
            setVisible(true);
            split.setDividerLocation(Math.max(400, split.getWidth() - Math.min(460, split.getWidth() / 3)));
        }
        open.accept(id);
    }
}
