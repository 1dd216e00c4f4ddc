//! The prompt bar above the hand: what the player decides now, in the engine's words, with the
//! decisions that move no card as buttons; while the computer thinks, that it does; once the game
//! is over, how it ended. Beside it the list of every legal action (a fallback, not the main
//! way), and above it the choice of how to pay when a play can be paid more than one way.

use super::focus::FocusLayer;
use super::lang::say;
use super::table::Msg;
use crate::engine::view::{dropping, ActionView, BoardView, Ending};
use crate::engine::{CardId, Message, Target};
use crate::words::Lang;
use yew::prelude::*;

/// A play that can be made more than one way (most often: paid with other resources), waiting
/// for the player to choose: the matching actions' indices, the engine's suggestion first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub source: Option<CardId>,
    pub target: Target,
    pub options: Vec<usize>,
    pub chosen: usize,
}

/// The indices of the listed actions that drop `source` on `target` (or, with no source, that a
/// click on `target` takes), in the order the engine lists them.
pub fn matching(actions: &[ActionView], source: Option<CardId>, target: Target) -> Vec<usize> {
    dropping(actions.iter().map(|a| (a.source, a.target)), source, target)
        .into_iter()
        .map(|i| actions[i].index)
        .collect()
}

/// `options` with each way listed once: two actions the player cannot tell apart (the same
/// words, the same cards spent) are one way.
fn once(actions: &[ActionView], options: Vec<usize>) -> Vec<usize> {
    let mut seen: Vec<(&Message, &[CardId])> = Vec::new();
    options
        .into_iter()
        .filter(|&i| match actions.iter().find(|a| a.index == i) {
            Some(a) if seen.contains(&(&a.label, a.pays.as_slice())) => false,
            Some(a) => {
                seen.push((&a.label, a.pays.as_slice()));
                true
            }
            None => false,
        })
        .collect()
}

impl Choice {
    /// The actions that play `source` onto `target`, when there is more than one.
    pub fn of(actions: &[ActionView], source: Option<CardId>, target: Target) -> Option<Choice> {
        let options = once(actions, matching(actions, source, target));
        (options.len() > 1).then(|| Choice { source, target, chosen: options[0], options })
    }

    /// What a click on the lit `target` (with no card held) offers: every legal way to act on
    /// it — the answers it is, and for a zone the plays of a card onto it too — each once. It
    /// asks when there is more than one, and when the one there is spends anything.
    pub fn on_click(actions: &[ActionView], target: Target) -> Option<Choice> {
        let mut options = matching(actions, None, target);
        if matches!(target, Target::Zone(_)) && !options.is_empty() {
            options.extend(actions.iter().filter(|a| a.source.is_some() && a.target == Some(target)).map(|a| a.index));
        }
        let options = once(actions, options);
        let costs = |i: usize| actions.iter().any(|a| a.index == i && a.costs);
        match options.as_slice() {
            [] => None,
            [only] if !costs(*only) => None,
            _ => Some(Choice { source: None, target, chosen: options[0], options }),
        }
    }

    /// The chosen action's cards, and the cards the other ways would spend.
    pub fn marks(&self, actions: &[ActionView]) -> (Vec<CardId>, Vec<CardId>) {
        let pays = |i: usize| actions.iter().find(|a| a.index == i).map(|a| a.pays.clone()).unwrap_or_default();
        let chosen = pays(self.chosen);
        let others = self.options.iter().flat_map(|&i| pays(i)).filter(|c| !chosen.contains(c)).collect();
        (chosen, others)
    }

    /// The way to pay that spends `card` (or, if the chosen way spends it already, one that
    /// does not), keeping as much of the chosen way as it can.
    pub fn toggled(&self, actions: &[ActionView], card: CardId) -> Choice {
        let pays = |i: usize| actions.iter().find(|a| a.index == i).map_or(&[][..], |a| a.pays.as_slice());
        let chosen = pays(self.chosen);
        let spends_it = chosen.contains(&card);
        let best = self
            .options
            .iter()
            .copied()
            .filter(|&i| i != self.chosen && pays(i).contains(&card) != spends_it)
            .max_by_key(|&i| (pays(i).iter().filter(|c| chosen.contains(c)).count(), std::cmp::Reverse(i)));
        Choice { chosen: best.unwrap_or(self.chosen), ..self.clone() }
    }
}

/// The prompt bar for `view`: `waiting` while the computer thinks; `end_screen` when the end
/// screen says how the game ended (the bar does not repeat it); `held` what the held card can do.
pub fn prompt_bar(
    lang: Lang,
    view: &BoardView,
    on_msg: &Callback<Msg>,
    waiting: Option<&str>,
    end_screen: bool,
    held: Option<String>,
) -> Html {
    let w = |key: &'static str| say(lang, &Message::new(key));
    let buttons = view.actions.iter().filter(|a| a.source.is_none() && a.target.is_none()).map(|a| {
        let on_msg = on_msg.clone();
        let index = a.index;
        html! { <button type="button" class="action" onclick={move |_| on_msg.emit(Msg::Take(index))}>{ say(lang, &a.label) }</button> }
    });
    let send = |msg: fn() -> Msg| {
        let on_msg = on_msg.clone();
        Callback::from(move |_: MouseEvent| on_msg.emit(msg()))
    };
    let has_sources = view.actions.iter().any(|a| a.source.is_some());
    html! {
        <section class="prompt-bar" data-drop="cancel" aria-label={w("prompt-bar")}>
            <div class="prompt-words">
                if let Some(waiting) = waiting {
                    <p class="thinking" role="status">{ waiting }</p>
                } else if let Some(ending) = &view.ending {
                    if !end_screen {
                        <p class="outcome">{ say(lang, &ending_words(ending)) }</p>
                    }
                } else if let Some(prompt) = &view.prompt {
                    <p class="prompt">{ say(lang, prompt) }</p>
                }
                if let Some(held) = &held {
                    <p class="hint held">{ held }</p>
                } else if has_sources && view.ending.is_none() && waiting.is_none() {
                    <p class="hint">{ w("hint-drag") }</p>
                }
            </div>
            <div class="prompt-buttons">
                { for buttons }
                if view.ending.is_some() && !end_screen {
                    <button type="button" class="action" onclick={send(|| Msg::ShowEnd)}>{ w("end-show") }</button>
                }
            </div>
            if !view.actions.is_empty() {
                <details class="all-actions">
                    <summary>{ say(lang, &Message::new("actions-all").with("n", view.actions.len())) }</summary>
                    <ol>
                        { for view.actions.iter().map(|a| {
                            let on_msg = on_msg.clone();
                            let index = a.index;
                            html! { <li><button type="button" class="action" onclick={move |_| on_msg.emit(Msg::Take(index))}>{ say(lang, &a.label) }</button></li> }
                        }) }
                    </ol>
                </details>
            }
        </section>
    }
}

/// How to pay (or which of several plays onto one target): the ways as a radio group, the
/// engine's suggestion chosen first and marked on the table; clicking a resource on the table
/// changes it too.
pub fn pay_choice(
    lang: Lang,
    choice: &Choice,
    view: &BoardView,
    on_pick: &Callback<usize>,
    on_confirm: Callback<()>,
    on_cancel: Callback<()>,
) -> Html {
    let w = |key: &'static str| say(lang, &Message::new(key));
    let options: Vec<&ActionView> =
        choice.options.iter().filter_map(|&i| view.actions.iter().find(|a| a.index == i)).collect();
    // What the choice decides: the game's question when every way shares one; how to pay when
    // the ways differ in the cards they spend; else which play (or, for one way, whether).
    let question = options
        .first()
        .and_then(|a| a.question.clone())
        .filter(|q| options.iter().all(|a| a.question.as_ref() == Some(q)));
    let pays_differ = options.iter().any(|a| !a.pays.is_empty()) && options.windows(2).any(|w| w[0].pays != w[1].pays);
    let (title, lead) = match (&question, pays_differ, options.len()) {
        (_, true, _) => (w("pay-title"), w("pay-lead")),
        (Some(q), false, 1) => (say(lang, q), w("confirm-lead")),
        (Some(q), false, _) => (say(lang, q), w("choose-lead")),
        (None, false, 1) => (w("confirm-title"), w("confirm-lead")),
        (None, false, _) => (w("choose-title"), w("choose-lead")),
    };
    // Ways of paying for plays: each play once, its payments under it.
    let groups: Vec<(Option<&Message>, Vec<&ActionView>)> = if pays_differ && options.iter().all(|a| a.way.is_some()) {
        let mut groups: Vec<(Option<&Message>, Vec<&ActionView>)> = Vec::new();
        for a in options {
            let play = a.way.as_ref().map(|w| &w.play);
            match groups.iter_mut().find(|(p, _)| *p == play) {
                Some((_, ways)) => ways.push(a),
                None => groups.push((play, vec![a])),
            }
        }
        groups
    } else {
        vec![(None, options)]
    };
    let way = |a: &ActionView| {
        let on_pick = on_pick.clone();
        let index = a.index;
        let chosen = index == choice.chosen;
        let words = a.way.as_ref().filter(|_| pays_differ).map_or(&a.label, |w| &w.payment);
        html! {
            <label class={classes!("pay-way", chosen.then_some("chosen"))}>
                <input type="radio" name="pay" data-pay-option={index.to_string()} checked={chosen}
                       onchange={move |_| on_pick.emit(index)} />
                { say(lang, words) }
            </label>
        }
    };
    let confirm = on_confirm.reform(|_: MouseEvent| ());
    let cancel = on_cancel.reform(|_: MouseEvent| ());
    html! {
        <FocusLayer class="pay-choice" labelledby="pay-title">
            <h2 id="pay-title">{ title }</h2>
            <p class="pay-lead">{ lead }</p>
            <div class="pay-ways" role="radiogroup" aria-labelledby="pay-title">
                { for groups.iter().map(|(play, ways)| match play {
                    Some(play) => html! {
                        <fieldset class="pay-group">
                            <legend>{ say(lang, play) }</legend>
                            { for ways.iter().map(|a| way(a)) }
                        </fieldset>
                    },
                    None => html! { <>{ for ways.iter().map(|a| way(a)) }</> },
                }) }
            </div>
            <div class="buttons">
                <button type="button" class="action" data-pay="confirm" data-autofocus="true" onclick={confirm}>{ w("pay-confirm") }</button>
                <button type="button" class="tool" data-pay="cancel" onclick={cancel}>{ w("pay-cancel") }</button>
            </div>
        </FocusLayer>
    }
}

/// The end of the game in words.
pub fn ending_words(ending: &Ending) -> Message {
    match ending {
        Ending::Won { how, .. } | Ending::Draw { how } => how.clone(),
        Ending::ScenarioComplete => Message::new("ending-scenario-complete"),
    }
}
