// The page's configuration, written by the server into the shell as JSON.
export interface PageConfig {
  /** A JSON-RPC URL of chain 4663 the browser may read (empty: none configured). */
  chainRpc: string
  /** True in `vera dev` on loopback: the dev sign-in and the dev wallet exist. */
  devSignIn: boolean
}

export function pageConfig(): PageConfig {
  const el = document.getElementById('vera-config')
  const raw = el?.textContent ? (JSON.parse(el.textContent) as Partial<PageConfig>) : {}
  return { chainRpc: raw.chainRpc ?? '', devSignIn: raw.devSignIn === true }
}

/** Where the app keeps the last assessment it used, for the agent page's check. */
export const lastAssessmentKey = 'vera:last-assessment'
