package org.runbook.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.runbook.engine.game.Lang;

/** The engine's text templates: arguments, plural forms chosen by each language's rule, and errors at parse time. */
class TemplateTest {

    private static String format(String text, Lang lang, Object... args) {
        return Template.parse(text).format(lang, List.of(args), String::valueOf);
    }

    private static final String CREDITS = "{0} gains {1,plural,one{# credit}other{# credits}}";

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"EN, 0, Ann gains 0 credits", "EN, 1, Ann gains 1 credit", "EN, 2, Ann gains 2 credits",
        "DE, 0, Ann gains 0 credits", "DE, 1, Ann gains 1 credit", "DE, 7, Ann gains 7 credits",
        "FR, 0, Ann gains 0 credit", "FR, 1, Ann gains 1 credit", "FR, 2, Ann gains 2 credits"})
    void theFormIsPickedByTheNumberAndTheLanguageRule(Lang lang, int n, String expected) {
        assertThat(format(CREDITS, lang, "Ann", n)).isEqualTo(expected);
    }

    @Test
    void aNumberWrittenAsDigitsInAStringChoosesTheFormToo() {
        assertThat(format(CREDITS, Lang.EN, "Ann", "1")).isEqualTo("Ann gains 1 credit");
    }

    @Test
    void aFormMayHoldOtherArgumentsAndTheNumberMayAppearTwice() {
        String t = "X is {0}: {1} pays {0,plural,one{# credit to {2}}other{# credits to {2}}}";
        assertThat(format(t, Lang.EN, 3, "the Corp", "the bank")).isEqualTo("X is 3: the Corp pays 3 credits to the bank");
        assertThat(format(t, Lang.EN, 1, "the Corp", "the bank")).isEqualTo("X is 1: the Corp pays 1 credit to the bank");
    }

    @Test
    void twoApostrophesGiveOneAndASingleOneIsKept() {
        assertThat(format("l''effet d'{0}", Lang.FR, "Ann")).isEqualTo("l'effet d'Ann");
    }

    @Test
    void anArgumentNotGivenStaysAsItIsWritten() {
        assertThat(format("{0} and {1}", Lang.EN, "Ann")).isEqualTo("Ann and {1}");
    }

    @Test
    void theArgumentsThatChooseAFormAreListed() {
        assertThat(Template.parse(CREDITS).pluralArguments()).containsExactly(1);
        assertThat(Template.parse("{0} plain").pluralArguments()).isEmpty();
    }

    @Test
    void aPluralFormNeedsANumber() {
        assertThatThrownBy(() -> format(CREDITS, Lang.EN, "Ann", "many"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("{1}").hasMessageContaining("many");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "{0,plural,one{# card}many{# cards}}|a form named 'one' or 'other'",
        "{0,plural,one{# card}}|both forms 'one' and 'other'",
        "{0,plural,other{# cards}}|both forms 'one' and 'other'",
        "{0,plural,one{# card}one{# card}other{# cards}}|the form 'one' only once",
        "{0,plural,one{# card}other{# cards}|'}' closing the plural",
        "{0,plural,one{# card|'}' closing the form 'one'",
        "{0,plural,one # card}other{# cards}}|'{' opening the form 'one'",
        "{0,plurals,one{# card}other{# cards}}|',plural,'",
        "{x} card|an argument number",
        "card}|a '}' that closes nothing"})
    void aMalformedPluralIsAnErrorSayingWhatWasExpected(String text, String expected) {
        assertThatThrownBy(() -> Template.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(expected).hasMessageContaining("at character");
    }

    @Test
    void aBundleWithAMalformedPluralDoesNotLoadAndNamesTheBundleTheLanguageAndTheKey() {
        assertThatThrownBy(() -> EngineTexts.templates("org.runbook.engine.badplural.Texts"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("org.runbook.engine.badplural.Texts").hasMessageContaining("(fr)")
                .hasMessageContaining("'gain'").hasMessageContaining("'plusieurs'");
    }
}
