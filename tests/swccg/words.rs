//! The Star Wars CCG's words: whole views, log lines and refusals of a random match render in
//! English, no key shown bare and no placeable left unfilled; every section the engine cites has
//! its heading.

use hangar::engine::{BoardView, CardId, Message, Rng, Ruleset, Say, Target, Viewer, ZoneId};
use hangar::rules::swccg::Swccg;
use hangar::rules::swccg::SwccgRule;
use hangar::words::{cite, say, Lang};

/// Every message a view holds: each JSON object with a string `key` that reads as a message.
fn messages(view: &BoardView) -> Vec<Message> {
    fn walk(value: &serde_json::Value, out: &mut Vec<Message>) {
        match value {
            serde_json::Value::Object(map) => {
                if map.get("key").is_some_and(serde_json::Value::is_string) {
                    if let Ok(message) = serde_json::from_value::<Message>(value.clone()) {
                        out.push(message);
                    }
                }
                map.values().for_each(|v| walk(v, out));
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(&serde_json::to_value(view).expect("a view serialises"), &mut out);
    out
}

fn problems(message: &Message, context: &str) -> Vec<String> {
    let words = say(Lang::En, message);
    let mut found = Vec::new();
    for key in message.keys() {
        if !Lang::En.catalog().has(key) {
            found.push(format!("{context}: {key} has no English text"));
        }
    }
    if words.contains('{') {
        found.push(format!("{context}: {} leaves a placeable unfilled: {words}", message.key));
    }
    found
}

#[test]
fn words_a_random_match_its_views_log_and_refusals_render_in_english() {
    let mut found = Vec::new();
    let mut state = Swccg::new_match(4);
    let mut rng = Rng::seeded(4);
    let (mut logged, mut shown, mut refused) = (0, 0, 0);
    for step in 0..400 {
        let context = format!("step {step}");
        for viewer in [Viewer::Everyone, Viewer::Seat(Some(hangar::engine::Seat(0))), Viewer::Seat(None)] {
            for message in messages(&Swccg::view(&state, viewer)) {
                found.extend(problems(&message, &context));
                shown += 1;
            }
        }
        found.extend(problems(&Swccg::summary(&state), &context));
        for c in (0..state.cards.len() as u16).step_by(7).map(CardId) {
            for target in [Target::Zone(ZoneId(999)), Target::Card(state.locations[0]), Target::Card(c)] {
                if let Err(refusal) = Swccg::drop(&state, c, target) {
                    found.extend(problems(&refusal.reason.say(), &format!("{context}, refusal")));
                    found.extend(citation(&refusal.rule, &context));
                    refused += 1;
                }
            }
        }
        if Swccg::ending(&state).is_some() {
            break;
        }
        let legal = Swccg::legal_actions(&state);
        let (next, events) = Swccg::apply(&state, &legal[rng.below(legal.len())]).unwrap();
        for event in &events {
            let line = Swccg::log(&next, event).unwrap();
            logged += 1;
            found.extend(problems(&line, &format!("{context}, log")));
        }
        state = next;
    }
    assert!(logged > 300, "the log says something ({logged} lines)");
    assert!(shown > 0 && refused > 0, "the views say something ({shown} messages), and drops are refused ({refused})");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

fn citation(rule: &hangar::engine::Rule, context: &str) -> Vec<String> {
    let words = cite(Lang::En, rule);
    if words.contains("swccg-section-") || words.contains('{') {
        vec![format!("{context}: the citation reads {words:?}")]
    } else {
        Vec::new()
    }
}

#[test]
fn words_every_section_has_its_heading_and_each_seed_marker_names_itself() {
    let mut marked = 0;
    for section in SwccgRule::ALL {
        let words = cite(Lang::En, &section.rule());
        assert!(!words.contains("swccg-section-"), "{words}");
        if let Some(marker) = section.marker() {
            assert!(words.contains(&format!("[{marker}]")), "{words}");
            marked += 1;
        }
        assert_eq!(section.heading().key, format!("swccg-section-{}", section.key()));
    }
    assert_eq!(marked, 32, "the guide's markers, [S1] to [E3]");
    assert_eq!(
        cite(Lang::En, &SwccgRule::S12.rule()),
        "Star Wars CCG — [S12] Deploying starfighters without a permanent pilot (starships guide)"
    );
}
