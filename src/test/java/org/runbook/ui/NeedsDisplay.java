package org.runbook.ui;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A window test: skipped one by one when there is no display, and the run ends by saying how many were skipped
 * (see {@link DisplayCondition}).
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(DisplayCondition.class)
public @interface NeedsDisplay {
}
