import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.io.File;
import javax.imageio.ImageIO;

/**
 * Uses a running Runbook window the way a player would, from outside it (docs/memory.sh): five searches typed in the
 * search field, then each tab in turn (Ctrl+Page Down); on the Timing tab it opens the rulebook example. A picture
 * of the screen is saved after each step into the folder given, to check what was done.
 * Run with the source launcher: {@code DISPLAY=:N java docs/WindowUse.java DIR}. It expects a 1400 x 900 screen and
 * the window where a new user's window opens (the button it clicks on the Timing tab is found by its place).
 */
public class WindowUse {
    private static Robot robot;

    private static void press(int... keys) {
        for (int k : keys) {
            robot.keyPress(k);
        }
        for (int i = keys.length - 1; i >= 0; i--) {
            robot.keyRelease(keys[i]);
        }
        robot.delay(60);
    }

    private static void type(String text) {
        for (char c : text.toCharArray()) {
            press(c == ' ' ? KeyEvent.VK_SPACE : KeyEvent.getExtendedKeyCodeForChar(c));
        }
    }

    private static void picture(File dir, String name) throws Exception {
        Rectangle screen = new Rectangle(Toolkit.getDefaultToolkit().getScreenSize());
        ImageIO.write(robot.createScreenCapture(screen), "png", new File(dir, name + ".png"));
    }

    public static void main(String[] args) throws Exception {
        robot = new Robot();
        File dir = new File(args[0]);
        dir.mkdirs();
        for (String q : new String[] {"jack out", "trash cost", "score agenda", "hosting", "bad publicity"}) {
            press(KeyEvent.VK_CONTROL, KeyEvent.VK_K);
            press(KeyEvent.VK_CONTROL, KeyEvent.VK_A);
            type(q);
            robot.delay(1500);
        }
        press(KeyEvent.VK_ENTER);
        robot.delay(1500);
        picture(dir, "0-search");
        for (int tab = 1; tab <= 3; tab++) {
            press(KeyEvent.VK_CONTROL, KeyEvent.VK_PAGE_DOWN);
            robot.delay(2500);
            if (tab == 3) { // Timing: "Play the rulebook example", then Space (the stepper's Step key) a few times
                robot.mouseMove(398, 351);
                robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
                robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
                robot.delay(2500);
                for (int i = 0; i < 4; i++) {
                    press(KeyEvent.VK_SPACE);
                    robot.delay(400);
                }
            }
            picture(dir, tab + "-tab");
        }
        press(KeyEvent.VK_CONTROL, KeyEvent.VK_PAGE_DOWN); // back to Search
        robot.delay(1000);
        picture(dir, "4-back");
    }
}
