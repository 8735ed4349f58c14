package org.runbook.engine.vr;

import java.util.List;
import java.util.Map;

import org.runbook.engine.Lang;
import org.runbook.engine.Text;

/** Words of the Virtual Revolution log and options, in French and English (German repeats English). */
public final class VrMessages {
    private VrMessages() {
    }

    private static final Map<String, String[]> M = Map.ofEntries(
            e("turn-begins", "Manche {0}, tour {1}/{2} : au tour de {3}", "Round {0}, turn {1}/{2}: {3} to play"),
            e("place", "Poser le Directeur en {0}", "Place the Director in {0}"),
            e("placed", "{0} pose un Directeur en {1}", "{0} places a Director in {1}"),
            e("add", "Ajouter 1 jeton Influence (pioche 1 Corruption)", "Add 1 Influence token (draw 1 Corruption)"),
            e("eliminate", "Éliminer 1 jeton Influence de {0} (pioche 1 Corruption)",
                    "Eliminate 1 Influence token of {0} (draw 1 Corruption)"),
            e("move", "Déplacer 1 de vos jetons Influence depuis {0}", "Move 1 of your Influence tokens from {0}"),
            e("skip", "Pas de manœuvre", "No manoeuvre"),
            e("end", "Finir le tour", "End the turn"),
            e("no-action", "Aucune action", "No action"),
            e("work", "Travailler", "Work"),
            e("renew-verses", "Créer un Verse : payer 2 € pour renouveler les 5 Verses disponibles",
                    "Create a verse: pay 2 € to renew the 5 available Verses"),
            e("ev-renewed", "{0} renouvelle les Verses disponibles : {1}", "{0} renews the available Verses: {1}"),
            e("recruit", "Recruter l''Agent {0} (emplacement {1})", "Recruit the Agent {0} (slot {1})"),
            e("build", "Construire un Serveur", "Build a server"),
            e("verse", "Créer un Verse : {0} (emplacement {1})", "Create a verse: {0} (slot {1})"),
            e("donate", "Faire un Don : défausser {0}, Immunité {1} ({2} €)",
                    "Donate: discard {0}, Immunity {1} ({2} €)"),
            e("title", "Activer le Titre {0}", "Activate the {0} Title"),
            e("use", "Utiliser la capacité de {0}", "Use the ability of {0}"),
            e("use-on", "Utiliser la capacité de {0} contre un jeton de {1}",
                    "Use the ability of {0} on a token of {1}"),
            e("promote-retire", "Promouvoir {0} puis le mettre à la retraite", "Promote {0}, then retire it"),
            e("promote-boost", "Promouvoir {0} puis le glisser en Boost ({1})", "Promote {0}, then tuck it as a Boost ({1})"),
            e("no-effect", "{0}, sans appliquer l''effet", "{0}, without applying the effect"),
            e("recover-1", "Récupérer 1 jeton Influence : +1 €", "Take back 1 Influence token: +1 €"),
            e("recover-2c", "Récupérer 2 jetons : défausser 1 Corruption au hasard",
                    "Take back 2 tokens: discard 1 random Corruption card"),
            e("recover-2n", "Récupérer 2 jetons : regarder la prochaine carte Nécro",
                    "Take back 2 tokens: look at the next Necro card"),
            e("recover-3", "Récupérer 3 jetons : +1 Immunité", "Take back 3 tokens: +1 Immunity"),
            e("online", "Mettre {0} Online", "Put {0} Online"),
            e("swap", "Échanger {0} contre 1 Immunité", "Swap {0} for 1 Immunity"),
            e("suffer", "Subir la carte Corruption {0} ({1})", "Suffer the Corruption card {0} ({1})"),
            e("suffer-on", "Subir la carte Corruption {0} ({1}) sur {2}", "Suffer the Corruption card {0} ({1}) on {2}"),
            e("avoid", "Dépenser 1 Immunité contre la carte {0} ({1})", "Spend 1 Immunity against card {0} ({1})"),
            e("immunity-0", "Ne rien dépenser", "Spend nothing"),
            e("immunity-2", "Dépenser 2 Immunité : éviter l''effet Global", "Spend 2 Immunity: avoid the Global effect"),
            e("immunity-3", "Dépenser 3 Immunité : éviter Global et Maximum",
                    "Spend 3 Immunity: avoid Global and Maximum"),
            e("position", "Prendre la place {0} de l''ordre du tour", "Take place {0} in the turn order"),
            e("objective", "Compter l''Objectif {0}", "Count the Objective {0}"),
            e("objective-type", "Compter l''Objectif {0} pour le type {1}", "Count the Objective {0} for type {1}"),
            // events
            e("ev-money", "{0} : {1} € → {2} €", "{0}: {1} € → {2} €"),
            e("ev-effect", "{0} : {1}", "{0}: {1}"),
            e("ev-title-used", "{0} incline le Titre {1} ({2})", "{0} turns the {1} Title ({2})"),
            e("ev-immunity", "{0} : Immunité {1}", "{0}: Immunity {1}"),
            e("ev-income-change", "{0} : Revenus {1}", "{0}: income {1}"),
            e("ev-corruption-draw", "{0} pioche la carte Corruption {1}", "{0} draws Corruption card {1}"),
            e("ev-reshuffle", "pioche Corruption épuisée : la défausse est mélangée", "Corruption pile empty: the discard is shuffled"),
            e("ev-token-add", "{0} ajoute 1 jeton Influence en {1}", "{0} adds 1 Influence token in {1}"),
            e("ev-token-out", "1 jeton Influence de {0} quitte {1} pour la zone de Recyclage",
                    "1 Influence token of {0} leaves {1} for the recycling zone"),
            e("ev-token-move", "{0} déplace 1 jeton Influence de {1} vers {2}", "{0} moves 1 Influence token from {1} to {2}"),
            e("ev-title-won", "{0} contrôle le district {1} et prend son Titre", "{0} controls district {1} and takes its Title"),
            e("ev-title-lost", "{0} perd le Titre {1}", "{0} loses the {1} Title"),
            e("ev-search", "Perquisition chez {0} : {1}", "Search at {0}: {1}"),
            e("ev-search-none", "aucun joueur n''a 5 cartes Corruption ou plus", "no player holds 5 Corruption cards or more"),
            e("ev-search-done", "{0} défausse ses cartes Corruption", "{0} discards the Corruption cards"),
            e("ev-card", "carte {0} : {1}", "card {0}: {1}"),
            e("ev-avoided", "{0} dépense 1 Immunité : la carte {1} n''a pas d''effet", "{0} spends 1 Immunity: card {1} has no effect"),
            e("ev-necro", "Carte Nécro révélée : {0}", "Necro card revealed: {0}"),
            e("ev-necro-sets", "Minimum : {0} · Maximum : {1}", "Minimum: {0} · Maximum: {1}"),
            e("ev-necro-spend", "{0} dépense {1} Immunité", "{0} spends {1} Immunity"),
            e("ev-necro-apply", "{0} subit {1}", "{0} suffers {1}"),
            e("ev-order-rank", "ordre de choix : {0}", "choosing order: {0}"),
            e("ev-order", "nouvel ordre du tour : {0}", "new turn order: {0}"),
            e("ev-income", "{0} touche {1} € de revenus", "{0} collects {1} € of income"),
            e("ev-verse-shift", "Verses : {0} est défaussé, {1} arrive", "Verses: {0} discarded, {1} comes in"),
            e("ev-agents", "Agents : {0}", "Agents: {0}"),
            e("ev-intercepted", "emplacement {0} : Agent intercepté", "slot {0}: Agent intercepted"),
            e("ev-refresh", "Directeurs rentrés, Agents et Titres redressés, marqueurs Nécro de la manche finie retirés",
                    "Directors back, Agents and Titles straightened, Necro markers of the round just played removed"),
            e("ev-round", "Manche {0}", "Round {0}"),
            e("ev-recruited", "{0} recrute {1}", "{0} recruits {1}"),
            e("ev-built", "{0} construit un Serveur en {1}", "{0} builds a Server in {1}"),
            e("ev-verse-taken", "{0} prend le Verse {1}", "{0} takes the Verse {1}"),
            e("ev-online", "{0} : le Verse {1} passe Online", "{0}: Verse {1} goes Online"),
            e("ev-swapped", "{0} échange le Verse {1} contre 1 Immunité", "{0} swaps Verse {1} for 1 Immunity"),
            e("ev-tapped", "{0} incline {1}", "{0} turns {1}"),
            e("ev-promoted", "{0} promeut {1}", "{0} promotes {1}"),
            e("ev-retired", "{0} part à la retraite", "{0} retires"),
            e("ev-boosted", "{0} devient un Boost sous l''action « {1} »", "{0} becomes a Boost under the action \"{1}\""),
            e("ev-discarded", "{0} défausse {1}", "{0} discards {1}"),
            e("ev-kept", "{0} garde {1} grâce au Titre {2}", "{0} keeps {1} thanks to the {2} Title"),
            e("ev-peek", "{0} regarde en secret la carte Nécro", "{0} secretly looks at the Necro card"),
            e("ev-recovered", "{0} récupère {1} jeton(s) Influence", "{0} takes back {1} Influence token(s)"),
            e("ev-server-out", "le Serveur de {0} quitte {1}", "{0}''s Server leaves {1}"),
            e("ev-no-effect", "{0} : sans effet", "{0}: no effect"),
            e("ev-score", "{0} : {1} = {2} PV", "{0}: {1} = {2} VP"),
            e("ev-objective", "{0} compte {1} : {2} PV (plafond {3})", "{0} counts {1}: {2} VP (cap {3})"),
            e("ev-total", "{0} : total {1} PV, {2} €", "{0}: total {1} VP, {2} €"),
            e("ev-winner", "Vainqueur : {0}", "Winner: {0}"),
            e("ev-shared", "Égalité persistante : victoire partagée entre {0}", "Tie remains: shared victory between {0}"),
            e("ev-boost-gained", "{0} prend le Boost {1}", "{0} takes the Boost {1}")
    );

    private static Map.Entry<String, String[]> e(String k, String fr, String en) {
        return Map.entry(k, new String[] {fr, en});
    }

    public static boolean has(String key) {
        return M.containsKey(key);
    }

    public static String format(String key, Lang lang, List<Object> args) {
        String[] t = M.get(key);
        if (t == null) {
            throw new IllegalArgumentException("no VR message '" + key + "'");
        }
        String s = lang == Lang.FR ? t[0] : t[1];
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'' && i + 1 < s.length() && s.charAt(i + 1) == '\'') {
                out.append('\'');
                i++;
            } else if (c == '{' && i + 2 < s.length() && s.charAt(i + 2) == '}') {
                Object a = args.get(s.charAt(i + 1) - '0');
                out.append(a instanceof Text tx ? tx.get(lang) : String.valueOf(a));
                i += 2;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    public static Text text(String key, Object... args) {
        List<Object> a = List.of(args);
        return Text.of(format(key, Lang.FR, a), format(key, Lang.EN, a), format(key, Lang.EN, a));
    }
}
