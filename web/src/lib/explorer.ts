// Links to the chain explorer the agent card names (metadata.explorer, --explorer-url).

import { h } from './dom'
import { shortAddress } from './format'

/** A link to a transaction or an address on the explorer, or the value itself when none is configured. */
export function explorerLink(explorer: string | undefined, kind: 'tx' | 'address', v: string): HTMLElement {
  const base = explorer?.replace(/\/$/, '')
  return base ? h('a', { href: `${base}/${kind}/${v}`, rel: 'noopener' }, shortAddress(v)) : h('code', {}, shortAddress(v))
}
