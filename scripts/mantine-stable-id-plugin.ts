import type { Plugin } from 'vite';

/** The module of @mantine/hooks this plugin replaces (its ESM build, as the app's bundle imports it). */
const MANTINE_USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * What Mantine's useId does that this plugin removes: after the first render, a layout effect replaces React's
 * id with a random one. That is a state update in the commit, so every Mantine component that mounts with an
 * id of its own (each input, select, date field, popover and tooltip) renders a second time, synchronously,
 * in the same long task as the commit: a slow tablet's screen was unresponsive for a third of a second more.
 * React's useId is already unique and stable in a client-only app; this module returns it as Mantine does
 * before its effect runs (`mantine-` and React's id without colons).
 */
const STABLE_USE_ID = `import { useId as useReactId } from "react";
function useId(staticId) {
\tconst reactId = useReactId();
\tif (typeof staticId === "string") return staticId;
\treturn \`mantine-\${reactId.replace(/:/g, "")}\`;
}
export { useId };
`;

/** The marks of the original module: if Mantine changes it, the build stops instead of patching blindly. */
const ORIGINAL_MARKS = ['setUuid(randomId())', 'useIsomorphicEffect', 'function useId$1(staticId)'];

/** The stable module for Mantine's use-id.mjs, or null for any other module; throws on an unknown version. */
export function stableMantineUseId(code: string, id: string): string | null {
  if (!MANTINE_USE_ID_MODULE.test(id.split('?')[0])) return null;
  const missing = ORIGINAL_MARKS.filter((mark) => !code.includes(mark));
  if (missing.length)
    throw new Error(
      `mantine-stable-id: ${id} is not the useId this plugin replaces (missing ${missing.join(', ')}); ` +
        'review scripts/mantine-stable-id-plugin.ts against the new @mantine/hooks',
    );
  return STABLE_USE_ID;
}

export function mantineStableId(): Plugin {
  return {
    name: 'mantine-stable-id',
    enforce: 'pre',
    transform(code, id) {
      const replaced = stableMantineUseId(code, id);
      // A whole new module: an empty map, not the previous one.
      return replaced === null ? null : { code: replaced, map: { mappings: '' } };
    },
  };
}
