/** The kinds of plugin the scaffold writes. */
export const PLUGIN_KINDS = ['element', 'activity', 'widget'] as const;
export type PluginKind = (typeof PLUGIN_KINDS)[number];

/** kebab-case, as the hosts require of a plugin id (core's isValidPluginId). */
const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function isKebabCase(id: string): boolean {
  return KEBAB_CASE.test(id);
}

/** The names a new plugin's files use, all derived from its id. */
export interface PluginNames {
  readonly id: string;
  readonly packageName: string;
  /** The id without its kind prefix (`element-hello` → `hello`), as files and CSS classes name it. */
  readonly base: string;
  /** The element kind or activity slug it contributes (`hello`, `hello_poll`). */
  readonly contributionName: string;
  /** For identifiers: `HelloPoll`, `helloPoll`. */
  readonly pascal: string;
  readonly camel: string;
  /** For people: `Hello poll`. */
  readonly title: string;
}

export function pluginNames(id: string, kind: PluginKind): PluginNames {
  const base = id.startsWith(`${kind}-`) && id.length > kind.length + 1 ? id.slice(kind.length + 1) : id;
  const words = base.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return {
    id,
    packageName: `@quire/plugin-${id}`,
    base,
    contributionName: words.join('_'),
    pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    title: words.join(' ').replace(/^./, (first) => first.toUpperCase()),
  };
}
