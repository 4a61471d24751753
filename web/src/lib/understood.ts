// What a goal was understood to say, as chips a person can remove or change before drafting again.
// A chip is one element of the draft's understood; drafting again sends the phrases of the chips
// that are left, one sentence each, which the server reads back to the same elements.

import type { GoalElement, Understood } from './api'
import { h } from './dom'

/** The goal of the elements kept: their phrases, one sentence each (agent/goal's Compose). */
export function compose(elements: GoalElement[]): string {
  const phrases = elements.map((e) => e.phrase).filter((p) => p !== '')
  // Nothing left to ask for: say so, and the draft is the lowest-risk default with a question.
  return phrases.length ? phrases.join('. ') + '.' : 'No preference.'
}

// Choices a chip of horizon or risk can be changed to: the value and the phrase that reads back to it.
const choices: Record<string, [string, string, string][]> = {
  horizon: [['short', 'Short term (under 3 years)', 'short term'], ['medium', 'Medium term (3 to 10 years)', 'medium term'], ['long', 'Long term (10 years or more)', 'long term']],
  risk: [['low', 'Low risk', 'low risk'], ['medium', 'Medium risk', 'medium risk'], ['high', 'High risk', 'high risk']],
}

/**
 * The understood section: a chip per element (the amount is the form's), each with a button that
 * removes it and, for the horizon and the risk, a choice that changes it; the question back, the
 * conflicts and the notes. redraft is called with the goal of the chips left.
 */
export function understoodView(u: Understood, redraft: (goal: string) => void): HTMLElement {
  const shown = u.elements.filter((e) => e.kind !== 'amount')
  const without = (i: number) => shown.filter((_, j) => j !== i)
  const chips = shown.map((e, i) => {
    const change = choices[e.kind] && !e.exclude
      ? h('select', {
        class: 'chip-change', 'aria-label': `Change ${e.kind}`,
        onchange: (ev: Event) => {
          const v = (ev.target as HTMLSelectElement).value
          const phrase = choices[e.kind].find(([value]) => value === v)?.[2] ?? e.phrase
          redraft(compose(shown.map((x, j) => (j === i ? { ...x, phrase } : x))))
        },
      }, ...choices[e.kind].map(([value, label]) => h('option', { value, selected: value === e.value && !e.years }, label)),
      e.years ? h('option', { value: '', selected: true, disabled: true }, e.label) : null)
      : h('span', { class: 'chip-label' }, e.label)
    return h('li', { class: e.exclude ? 'chip exclude' : 'chip', 'data-kind': e.kind, 'data-value': e.value, 'data-exclude': String(!!e.exclude), title: e.text ? `From your words: “${e.text}”` : '' },
      change,
      h('button', { type: 'button', class: 'chip-remove', 'aria-label': `Remove “${e.label}” and draft again`, onclick: () => redraft(compose(without(i))) }, '×'))
  })
  return h('section', { id: 'understood', 'aria-labelledby': 'understood-h' },
    h('h3', { id: 'understood-h' }, 'What I understood'),
    u.language !== 'en' ? h('p', {}, 'Your goal seems to be in another language; I read English only.') : null,
    chips.length ? h('ul', { class: 'chips' }, ...chips) : h('p', { class: 'muted' }, 'Nothing I could match to the catalog.'),
    u.question ? h('p', { class: 'question', id: 'question' }, u.question) : null,
    u.conflicts.length ? h('ul', { class: 'conflicts' }, ...u.conflicts.map((c) => h('li', {}, c))) : null,
    u.notes.length ? h('ul', { class: 'notes' }, ...u.notes.map((n) => h('li', {}, n))) : null,
    chips.length ? h('p', { class: 'muted' }, 'Remove or change what I understood and I draft again from what is left.') : null)
}
