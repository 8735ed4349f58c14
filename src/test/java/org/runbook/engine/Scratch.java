package org.runbook.engine;

public class Scratch {
    public static void main(String[] a) {
        Session s = Fixtures.play(a[0]);
        System.out.println(Timeline.render(s.timeline(), Lang.parse(a.length > 1 ? a[1] : "en")));
        System.out.println(s.status());
    }
}
