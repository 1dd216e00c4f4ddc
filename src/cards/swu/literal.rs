//! The SWU definition types as Rust expressions ([`Literal`]), and `data.rs` written from a
//! catalog with them (`catalog-json` feature).

use super::Catalog;
use crate::cards::literal::{self, literal_enum, literal_struct, Expr, Literal, Static};
use crate::rules::swu::model::ability::{
    Abilities, Ability, Act, Again, Amount, AttackedWith, Cond, Cost, CostTest, Count, Effect, InnerEffect,
    Instruction, Named, PerCount, Replacement, Restriction, Side, ThisWay, Which,
};
use crate::rules::swu::model::def::{Arena, Aspect, CardDef, CardType, Keyword, Piloting, Token, Unplayed};

literal_struct! {
    CardDef {
        id, set, number, title, subtitle, card_type, token, unique, aspects, traits, arena, cost, power, hp,
        upgrade_power, upgrade_hp, piloting, keywords, grants, can_deploy_as_pilot, text, pilot_text, epic_action,
        deployed_unit_text, deployed_upgrade_text, abilities, not_implemented,
    }
    Piloting { cost, aspects }
    Abilities { unit, upgrade, leader, base, event }
    Which {
        side, non_leader, traits, arena, max_power, not_upgraded, bases, ready, max_remaining_hp, damaged, other,
        same_arena, traits_on_upgrades, exhausted, at_most_subject_power, itself, max_cost, or_exhausted_max_cost,
        combined_cost, without_pilot,
        attacked_this_phase, no_units, upgrades, pilot_or_piloted, non_unique, not_new, chosen_arena,
        when_defeated, non_pilot, token, other_arena, title, or_upgrades,
    }
    Cost { exhaust, resources, once_per_round }
}

literal_enum! {
    Aspect { Vigilance, Command, Aggression, Cunning, Heroism, Villainy }
    Arena { Ground, Space }
    CardType { Leader, Base, Unit, Upgrade, Event }
    Token { TieFighter, XWing, Experience, Shield }
    Unplayed {
        Event, WhenPlayed, WhenDefeated, OnAttack, Action, Triggered, Constant, UpgradeText, LeaderSide, DeployedSide,
    }
    Keyword { Ambush, Grit, Overwhelm, Raid(n), Restore(n), Saboteur, Sentinel, Shielded }
    Ability {
        Stats { power, hp, when, per },
        Gains { keyword, when },
        ExtraPilot,
        PlayOnPiloted,
        LessPerFriendlyPilot,
        CostsLess { amount, per, when },
        UnitsCostLess { trait_name, amount },
        FirstUnitEachRoundLess { amount },
        FirstWhenDefeatedUnitLess { amount },
        HalfCosts,
        Protected,
        ProtectedUpgrade,
        IsLeader,
        CantAttack,
        CanAttackIn { arena },
        AttackerGets { power },
        IndirectIncrease { amount },
        AssignIndirectToOpponents,
        AssignIndirectDealt,
        WhenIndirectToUnit { then },
        DamageFirst { which },
        WhenRegroupStarts { then },
        ReadiesOnlyWithPower { power },
        Each { which, power, hp, keyword, per },
        EachGainsChosen { which },
        EachGainsKeywords { which },
        AttachTo { traits },
        OnCombatDamage { does },
        OnBaseCombatDamage { then },
        WhenOpponentDraws { then },
        WhenHealed { then },
        WhenYouDeploy { then },
        WhenPlayed { then },
        WhenAttached { then },
        WhenAttackCompletes { then },
        WhenDetached { then },
        WhenAttachedAttacked { then },
        WhenPilotAttaches { then },
        WhenDeployed { then },
        WhenUpgradePlayed { then },
        WhenYouDealDamage { then },
        WhenReadies { then },
        OnAttack { then, when },
        WhenDefeated { then },
        Instead { of },
        UseWhenDefeatedAgain { when, exhaust, once_per_round },
        DeckSize { delta },
        DeckCopies { most },
        StartingHand { delta },
        NoMulligan,
        WhenFirstActionPhase { then },
        DeployAction { cost },
        Action { cost, then },
    }
    Cond {
        Always, HasPilot, ControlsTokenUnit, ControlsOther(aspect), Upgraded, Trait(name), ControlsOtherTrait(name),
        ControlsOtherIn(arena), ControlsTitled(name), Resources(n), GroundAndSpace, EnemyDamaged, Defending,
        EnemyExhausted(n), EnemyUnitsIn(arena, n), AttackingIn(arena), HasInitiative, DealtIndirect,
        FewerResources, ControlsOtherCard(name), PowerAtLeast(n), ControlsUniqueCard(name), Titled(name),
        ControlsAspect(aspect),
        CostAtMost(n),
    }
    Count { PilotsOnIt, OtherFriendlyPilots, DamageOnIt, OtherFriendlyIn(arena), DamagedUnits, DamagedUnitsIn(arena), OtherFriendlyCopies }
    Instruction { Unit, Upgrade, NonUnit, Card, UsingPiloting }
    AttackedWith { NonTokenVehicle, Fighter }
    Replacement { MoveToGround, AttachToFriendlyVehicle }
    Again { YouUse, FriendlyDefeated }
    Effect {
        DamageSelf { amount },
        CreateTokens { token, count },
        ShieldAttached,
        ExperienceToAnother,
        ExhaustEnemy { arena, trait_name },
        HealBase { amount },
        Play { instruction, less, trait_name, then, it, free },
        NextPilotLess { amount },
        NextTraitLess { trait_name, amount },
        IfAttacked { with, then },
        DamageUnit { amount, optional },
        AttackWith { arena, power, keyword },
        IndirectDamage { amount, opponent, this_way },
        IndirectDamageDefending { amount },
        IndirectDamageEqual { to, defending, this_way },
        DiscardToBottom { then },
        DiscardDecksOddDamage { count },
        DiscardCostDifference { count },
        Draw { count },
        IndirectEqualPower,
        HandToBottom { count },
        CreateTokenAnd { token, then },
        CreateTokensPer { token, resources, does },
        IfPlayed { trait_name, or_trait, then },
        TopDeckToResource,
        UnlessPays { amount, does },
        DiscardNamed { seat },
        OpponentDiscards { if_unit },
        DiscardEnemyEvent,
        PlayerDiscards { again_if_more },
        DiscardOne { again_if_more },
        Search { look, count, traits, units, then },
        Choose { options },
        OpponentUnitsCostMore { amount },
        OpponentMayPlayFromDiscard,
        PlayFromDiscard { trait_name, then },
        IfNoInitiativeTaken { then },
        IfDefeated { then },
        DivideDamage { total },
        DivideHeal { total },
        OnOne { which, does, optional, then, and_subject },
        OnEach { which, does },
        OnUpTo { count, which, does, exactly, then },
        OnDifferentPer { per, which, does },
        Then { first, then },
        MoveUpgrade { which, to, take_control, optional },
        AttachItTo { to },
        CreateTokensThen { token, count, does, opponent },
        AttackWithOne { which, power, even_exhausted, optional, restore, then, prevent, base_draw, first, gains, reveal_odd },
        IfMoreUnits { arena, more, then },
        IfEnemyHasNo { arena, then },
        IfYouControl { trait_name, then, otherwise },
        If { when, then, otherwise },
        OnSelf { does },
        May { then, if_you_do },
        AttackBonusEqual { to },
        DiscardFromDeck { defending, test, then },
        DiscardReturnToHand { count, test },
        OncePerRound { then },
        ReadyResource,
        ExhaustOrReadyResource,
        ReturnSourceToHand,
        PayResources { amount },
        AttackerTakesThis,
        OnDefender { does },
        ExtraAction,
        ReadyResourcesEqual { to },
        DiscardFromHand { min_cost, then },
        RevealOpponentDiscards { look, discard },
    }
    Side { Any, Friendly, Enemy }
    Restriction { FriendlyVehicleWithoutPilot, FriendlyVehicle, EnemyVehicleWithoutPilot, FighterOrTransportWithoutPilot }
    Act { Damage { amount }, DamageAllButOne, Heal { amount }, Exhaust, Ready, Defeat, AttachSource, AttachSourceAs { restriction }, AttachToSource, DefeatShields, GiveTokens { token, count }, TakeControl, OwnerTakesControl, MoveToGround, MoveToArena { arena }, ReturnToHand, ReturnAtRegroup, NextCopyFree, PreventNextDamage, ControllerCreates { token, count }, ForPhase { power, hp, keyword, loses, no_bases }, ForPhaseEach { power, hp, per }, DamageEqual { to }, DamagedByFriendly { trait_name }, PowerToEach { which }, UseWhenDefeated, LoseAbilities { cant_gain } }
    Named { Arena(arena), Keyword(keyword), Resource { player, ready } }
    CostTest { AtMost(n), Odd }
    Amount { FriendlyIn(arena), FriendlyWithTrait(name), CardsInHand, DamageOnSource, DamagedEnemyUnits, SourcePower, ChosenPower, FriendlyOddCost }
    ThisWay { IfBase(then), EachUnit(does) }
    PerCount { DamageOnIt, FriendlyNames, OnAttacks }
}

/// Borrowed from an effect the `static` holds.
impl Literal for InnerEffect {
    fn literal(&self) -> Expr {
        Expr::call("InnerEffect::Static", Expr::Ref(Box::new((**self).literal())))
    }
}

/// `data.rs` holding `catalog`, made from `sources` (each file's path and text).
pub(super) fn data_file(catalog: &Catalog, sources: &[(String, &str)]) -> String {
    literal::data_file(
        "The Star Wars: Unlimited catalog as static data",
        "src/cards/swu/literal.rs",
        sources,
        &["crate::rules::swu::model::ability::*", "crate::rules::swu::model::def::*", "std::borrow::Cow::Borrowed"],
        &[Static {
            doc: "Every definition, in the order of `cards.json`: a `DefId` is a position here.",
            name: "DEFS",
            of: "CardDef",
            items: catalog.iter().map(|(_, def)| def.literal()).collect(),
        }],
    )
}
