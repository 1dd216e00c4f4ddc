//! The LCG's definition types as Rust expressions ([`Literal`]), and `data.rs` written from a
//! catalog with them (`catalog-json` feature).

use super::{AffiliationCard, Catalog, DefId, ObjectiveSet};
use crate::cards::literal::{self, literal_enum, literal_struct, Expr, Literal, Static};
use crate::rules::lcg::model::ability::{
    Ability, AbilityCost, Act, Affects, BalanceBonus, CardFilter, Condition, Constant, Count, Fate, FateCondition,
    Filter, Instead, Kind, Modifier, Outcome, Pick, Pile, Replacement, Rest, Triggered, When, Whose,
};
use crate::rules::lcg::model::def::{
    Affiliation, CardDef, CardType, Enhance, Guarded, Icons, Keyword, PilotKeyword, Side,
};

literal_struct! {
    CardDef {
        number, name, card_type, side, affiliation, set, cost, force, icons, edge_icons, damage_capacity, resources,
        reserve, traits, unique, keywords, pilot, edge_priority, enhance, abilities, text, not_implemented,
        is_pilot_card, is_vehicle, has_constant, name_key,
    }
    Icons { unit_damage, blast_damage, tactics }
    PilotKeyword { cost, keyword, hosts, text, abilities }
    Act { cost, then, once_per_turn, during_engagement, your_turn_only, from_hand, only_if }
    Triggered { when, cost, then, once_per_turn, forced, only_while, from_hand }
    Replacement { when, instead, once_per_turn, from_hand }
    Fate { only_if, then }
    AbilityCost {
        focus_this, resources, sacrifice, damage, reserve, pilot_cost, discard_pilot, focus_pilot, sacrifice_this,
        discard_this, focus, focus_count, discard_from_hand,
    }
    Constant { affects, only_while, per, changes }
    BalanceBonus { balance, amount }
    Filter {
        kind, whose, participating, traits, max_printed_cost, no_enhancements, names, not_engaged_this_phase,
        attacking, attacking_a_mission, out_of_faction, piloted, min_pilots, unpiloted, exhausted,
        affiliations, max_printed_force, enhanced, not_engaged, printed_side, ready, committed, defending,
        with_edge_icons, traits_or_affiliations, attached_to_this, not_participating,
    }
    CardFilter {
        card_type, unique, affiliation, traits, card_types, min_cost, max_cost, at_most_host_cost, max_force, not_traits,
    }
    ObjectiveSet { number, name, product, side, cards, affiliation_only, limit_one, octgn }
    AffiliationCard { card, octgn }
}

literal_enum! {
    Side { Dark, Light }
    Affiliation { Jedi, RebelAlliance, SmugglersAndSpies, Sith, ImperialNavy, ScumAndVillainy, Neutral }
    CardType { Affiliation, Objective, Unit, Enhancement, Event, Fate, Mission }
    Keyword { Elite, Edge(n), Shielding, TargetedStrike, Limited, Protect(guarded) }
    Guarded { Vehicle, Character, Fighter, Specter, ObsidianLeader, SmugglersAndSpiesObjective }
    Enhance { YourPlayArea, Card(filter), DeathStarDial }
    Ability {
        Constant(constant), Action(act), Reaction(triggered), Interrupt(triggered), Replacement(replacement),
        Fate(fate),
    }
    Instead { ToHand, ToHandWithPilots, AnotherTarget, BlastTo(filter), SacrificeThisAndRepair, UnitDamageAsDefenderTo(filter) }
    FateCondition { Always, YouAreAttacking, YouWinTheEdge }
    When {
        ThisEntersPlay { during_engagement },
        FriendlyEntersPlay { traits },
        AnyUnitEntersPlay { traits },
        ThisStrikes { as_attacker },
        FriendlyStrikes { traits },
        HostStrikes { as_attacker },
        ThisDeclaredAttacker,
        EnemyDeclared,
        YouRefresh,
        YourTurnBegins,
        OpponentsTurnBegins,
        YourDrawPhaseBegins,
        ObjectiveDestroyed { enemy },
        YouPlay { traits },
        Survives { host, as_attacker, unopposed },
        ThisLeavesPlay,
        LeavesPlay(filter),
        ThisMissionCompleted,
        TargetedByEnemy(filter),
        OpponentEngages { not_named },
        Readies(filter),
        HostReadies,
        EngagementEnds { host },
        MissionEntersOrLeavesPlay,
        DestroyedOrCaptured { traits },
        DealtDamage { traits },
        PlacesFocusInStrike { at_least },
        ThisStrikesInsteadOfIcons,
        ThisFocusedToStrike,
        HostStruckAfterItsReaction,
        HostLeavesPlay,
        HostDeclaredAttacker,
        FriendlyUnitDestroyed,
        BalanceSetTo { side },
        YouPlayOneOf { of },
        YouLoseTheEdge,
        EnemyStrikes(filter),
        YouRevealFate { affiliation },
        WouldBeDestroyedOrCaptured(filter),
        PilotAttachedToThis,
        StrikeDestroysEnemyObjective(filter),
        ForcePhaseBegins,
        EventPlayed,
        EdgeBattleResolves,
    }
    Affects { This, Host, Cards(filter), Plays(filter), Opponent, Others(filter) }
    Condition {
        Piloted { by, except },
        Host(filter),
        MoreThanOpponent(filter),
        FateInYourEdgeStack,
        FirstPilotCardThisTurn,
        InVictoryPile,
        DialAtMost(n),
        MissionInPlay,
        ParticipatingAgainstMission,
        FirstPlayedThisTurn(filter),
        YouHaveTheEdge,
        All(conditions),
        DialAtLeast(n),
        Undamaged,
        CapturedCards,
        InPlay(filter),
        Committed,
        YouControl(filter),
        FewerThanOpponent(filter),
    }
    Count { Cards(filter), Enhancements, Pilots }
    Modifier {
        Keywords(keywords),
        Icons(icons),
        EdgeIcons(icons),
        DoubleUnitDamage,
        Capacity(n),
        Cost(n),
        IconsOfPilots,
        ForceOfPilots,
        Untargetable(whose),
        CannotInitiate,
        ResourceValue { amount, only_for },
        DoubleDamageTo(filter),
        ShieldsCannotPrevent,
        CountsAsObjectives(n),
        NotCountedForPilotLimit,
        MaxAttackers(n),
        AttackersOnly(filter),
        EngageableDial { wins_at },
        PilotOn(filter),
        Control,
        PreventFirstDamageEachPhase,
        CostOfEnhancementsOnIt(n),
        ReduceCostToAMinimum { amount, floor },
        LosesAllIcons,
        UnitDamageForEachBlast,
        IconsEdgeEnabled,
        GainsTraits(traits),
        UnaffectedByEvents,
        EdgeNonUnitsLoseForce,
        DiscardThis,
    }
    Pick {
        This,
        Host,
        Triggering,
        EngagedObjective,
        EachParticipatingEnemyUnit,
        EachEnemyObjectiveNotEngaged,
        EachFriendlyParticipatingUnit,
        Each(filter),
        Target(filter),
        OpponentsChoice(filter),
        Choose(filter),
        ThisOr(filter),
        MayChoose(filter),
        JustEngagedObjective,
        FromYourDiscard(filter),
        FocusedInStrike { at_least },
        MayTarget(filter),
    }
    Outcome {
        Damage { amount, to, balance_bonus },
        Destroy { to },
        Draw { count },
        RemoveFocus { count, from },
        Focus { count, on },
        Shield { on },
        RemoveDamage { count, from },
        Clean { from },
        Capture { target },
        ReduceNextCost { traits, amount },
        Sacrifice { to },
        MoveDamage { count, from, to },
        SwitchEngagement { to },
        SearchTopToHand { count, take, rest },
        DiscardTopForDamage { to },
        LookAtTopOfADeck,
        AdvanceDial { steps },
        RevealTop { count, matching, rest },
        RevealTopPutIntoPlay { matching },
        PutIntoPlay { from, take, as_enhancement },
        EnterEngagementFromHand,
        PlayAsParticipant,
        AttachAsPilot { onto },
        PilotsIntoPlayAsUnits { of },
        RemoveFromEngagement { from },
        ReturnToHand { to, up_to },
        Participate { who },
        GainIconsThisEngagement { icons, to, up_to },
        MovePilot,
        DiscardToReduceCost,
        RestartEdgeBattle,
        TakeControl { of },
        TakeIntoHand { from },
        DamageNamedTrait { amount, except },
        PlayerDiscardsThenDraws,
        IntoPlayUnderYourControl { card },
        PlaceDamageOnThis { count, discard_at },
        ShuffleCapturedHere,
        Discard { to },
        All { outcomes },
        SkipForcePhase,
        ResolveIcons { of },
        OneOf { outcomes, must },
        CannotDefend { to },
        MoveThisPilot,
        StrikeNow { who },
        SetBalance { side },
        DrawFor { each },
        ReduceCostThisPhase { traits, amount },
        AttachPilotUnit,
        EndEngagement,
        LoseIconsThisEngagement { icons, edge_enabled, to },
        CancelTargeting,
        GainIconOfAnotherThisStrike { icons, edge_enabled, to },
        MoveFocus { count, from, to },
        MoveEnhancement { what },
        RemoveShield { from },
        PlayThisFromDiscard,
        CancelEvent,
        CaptureBottomOfDeck { at },
        SearchDeckToCaptureHere { up_to, take },
        RescueAndTakeItsPlace { at },
        RemoveFromEngagementDownToYours { from },
        TakeControlThisEngagement { of },
    }
    Pile { Hand, Discard, Deck, OpponentsDiscard }
    Rest { Shuffle, Discard, Bottom }
    Kind { Unit, Objective, UnitOrObjective, Enhancement, ObjectiveOrEnhancement, Card, UnitOrEnhancement }
    Whose { Any, Friendly, Enemy }
}

impl Literal for DefId {
    fn literal(&self) -> Expr {
        Expr::call("DefId::new", (self.index() as u16).literal())
    }
}

/// `data.rs` holding `catalog`, made from `sources` (each file's path and text).
pub(super) fn data_file(
    catalog: &Catalog,
    sets: &[ObjectiveSet],
    affiliations: &[AffiliationCard],
    sources: &[(String, &str)],
) -> String {
    literal::data_file(
        "The Star Wars: The Card Game catalog as static data",
        "src/cards/lcg/literal.rs",
        sources,
        &[
            "super::{AffiliationCard, DefId, ObjectiveSet}",
            "crate::rules::lcg::model::ability::*",
            "crate::rules::lcg::model::def::*",
            "std::borrow::Cow::Borrowed",
        ],
        &[
            Static {
                doc: "Every definition, in the order of the data files: a `DefId` is a position here.",
                name: "DEFS",
                of: "CardDef",
                items: catalog.iter().map(|(_, def)| def.literal()).collect(),
            },
            Static {
                doc: "The objective sets of `sets.json`, in its order.",
                name: "SETS",
                of: "ObjectiveSet",
                items: sets.iter().map(Literal::literal).collect(),
            },
            Static {
                doc: "The affiliation cards of `sets.json`, with their OCTGN ids.",
                name: "AFFILIATIONS",
                of: "AffiliationCard",
                items: affiliations.iter().map(Literal::literal).collect(),
            },
        ],
    )
}
