package org.runbook.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The arrays behind an entry's facts and part lines answer as the ordered map they were made from. */
class CompactMapTest {

    private static final long SEED = Long.getLong("runbook.seed", 27112026L);

    @Test
    void answersEveryLookUpAndWalksInOrderAsTheMapItWasMadeFrom() {
        Random random = new Random(SEED);
        for (int round = 0; round < 300; round++) {
            Map<String, Integer> given = new LinkedHashMap<>();
            int count = random.nextInt(40);
            for (int i = 0; i < count; i++) {
                given.put("k" + random.nextInt(60), random.nextInt(1000));
            }
            Map<String, Integer> compact = CompactMap.copyOf(given);
            String seed = "seed " + SEED + ", round " + round;
            assertThat(compact).as(seed).isEqualTo(given);
            assertThat(given).as(seed).isEqualTo(compact);
            assertThat(compact.hashCode()).as(seed).isEqualTo(given.hashCode());
            assertThat(new ArrayList<>(compact.keySet())).as(seed).isEqualTo(new ArrayList<>(given.keySet()));
            assertThat(new ArrayList<>(compact.values())).as(seed).isEqualTo(new ArrayList<>(given.values()));
            for (int k = 0; k < 60; k++) {
                String key = "k" + k;
                assertThat(compact.get(key)).as(seed + ", " + key).isEqualTo(given.get(key));
                assertThat(compact.containsKey(key)).as(seed + ", " + key).isEqualTo(given.containsKey(key));
                assertThat(compact.getOrDefault(key, -1)).as(seed + ", " + key).isEqualTo(given.getOrDefault(key, -1));
            }
            assertThat(compact.get(null)).isNull();
            assertThat(compact.get(7)).isNull();
        }
    }

    @Test
    void cannotBeChangedNorHoldANullKeyOrValue() {
        Map<String, String> compact = CompactMap.copyOf(Map.of("cost", "2"));
        assertThatThrownBy(() -> compact.put("cost", "3")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> compact.remove("cost")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> compact.entrySet().iterator().next().setValue("3"))
                .isInstanceOf(UnsupportedOperationException.class);
        Map<String, String> nullValue = new HashMap<>();
        nullValue.put("cost", null);
        assertThatThrownBy(() -> CompactMap.copyOf(nullValue)).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("cost");
        Map<String, String> nullKey = new HashMap<>();
        nullKey.put(null, "2");
        assertThatThrownBy(() -> CompactMap.copyOf(nullKey)).isInstanceOf(NullPointerException.class);
        assertThat(List.copyOf(compact.keySet())).containsExactly("cost");
    }
}
