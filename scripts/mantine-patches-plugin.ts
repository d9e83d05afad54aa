import type { Plugin } from 'vite'

/** A change to one module of Mantine: each `[from, to]` must be found in it, or the build fails. */
interface MantinePatch {
  module: RegExp
  why: string
  replace: Array<[from: string, to: string]>
}

/**
 * Work Mantine does on every start that this app does not need (issue 12). Each patch is checked against
 * the installed module on every build: a Mantine upgrade that changes one fails the build (and
 * tests/unit/server/mantine-patches.test.ts) instead of silently leaving it out. The dev server serves
 * Mantine pre-bundled and unpatched, which behaves the same.
 */
export const MANTINE_PATCHES: MantinePatch[] = [
  {
    module: /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
    why:
      "Mantine's useId replaced React's id with a random one in a layout effect, in every component that names its " +
      'parts (inputs, menus, popovers, navigation sections): a state update during the commit, which made React ' +
      're-render those components synchronously and run every effect of the new screen in the same long task as the ' +
      "commit. React's own id is already unique in the page and stable, so it is kept.",
    replace: [
      [
        `	const [uuid, setUuid] = useState(\`mantine-\${reactId.replace(/:/g, "")}\`);
	const hasInitializedRef = useRef(false);
	useIsomorphicEffect(() => {
		if (hasInitializedRef.current) return;
		hasInitializedRef.current = true;
		setUuid(randomId());
	}, []);
	if (typeof staticId === "string") return staticId;
	return uuid;`,
        `	if (typeof staticId === "string") return staticId;
	return \`mantine-\${reactId.replace(/:/g, "")}\`;`,
      ],
    ],
  },
  {
    module:
      /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/,
    why:
      'The module built every default CSS variable (hundreds of colours) when imported, to compare the theme with ' +
      'them in the <style> MantineProvider renders when `withCssVariables` is on. The app turns it off (its ' +
      'variables are a stylesheet, scripts/theme-stylesheet-plugin.ts), so the defaults are built on first use.',
    replace: [
      ['const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);', 'let defaultCssVariables;'],
      [
        'function removeDefaultVariables(input) {',
        'function removeDefaultVariables(input) {\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);',
      ],
    ],
  },
  {
    module: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]use-resizing[\\/]use-resizing\.mjs$/,
    why:
      'AppShell marked itself as resizing when it mounted and dropped the mark after its transition time (200 ms), ' +
      'so that its sections would not slide into place after server rendering. The mark sets a CSS variable that ' +
      'every element of the page inherits, so dropping it recalculated the style of the whole page (57 ms at 1x ' +
      'on the catalogue, 190 elements) while the first screen was still loading. This app renders in the browser ' +
      'only, where a section has its place on its first style and nothing slides, so AppShell starts at rest; a ' +
      'window resize still marks it, as before.',
    replace: [
      [
        'const [resizing, setResizing] = useState(true);',
        'const [resizing, setResizing] = useState(false);\n\tconst mounted = useRef(false);',
      ],
      [
        `	useIsomorphicEffect(() => {
		setResizing(true);`,
        `	useIsomorphicEffect(() => {
		if (!mounted.current) {
			mounted.current = true;
			return;
		}
		setResizing(true);`,
      ],
    ],
  },
  {
    module: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    why:
      "ScrollArea merged its refs with floating-ui's useMergeRefs, so the signed-in layout (its navigation scrolls) " +
      'carried all of floating-ui (the positioning library under menus, popovers and selects, about 11 KB brotli), ' +
      "downloaded before every signed-in first screen. Mantine's own useMergedRef does the same (React 19 ref " +
      'cleanups included), and floating-ui now comes with the overlays that use it.',
    replace: [
      ['import { useMergeRefs } from "@floating-ui/react";', 'import { useMergedRef } from "@mantine/hooks";'],
      [
        `useMergeRefs([
		viewportRef,
		localViewportRef,
		viewportCallbackRef
	]);`,
        'useMergedRef(viewportRef, localViewportRef, viewportCallbackRef);',
      ],
      [
        `useMergeRefs([
		viewportRef,
		viewportObserverRef,
		viewportObserverCallbackRef
	]);`,
        'useMergedRef(viewportRef, viewportObserverRef, viewportObserverCallbackRef);',
      ],
    ],
  },
  {
    module:
      /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]AppShell\1\.mjs$/,
    why:
      "AppShell's header, footer and aside read one class name from react-remove-scroll's RemoveScroll, so the " +
      'signed-in layout carried all of react-remove-scroll (the scroll lock under modals and drawers) before every ' +
      'first screen. The name comes from its constants module, which is all they need.',
    replace: [
      [
        'import { RemoveScroll } from "react-remove-scroll";',
        'import { zeroRightClassName } from "react-remove-scroll-bar/constants";',
      ],
      ['[RemoveScroll.classNames.zeroRight]: ctx.offsetScrollbars', '[zeroRightClassName]: ctx.offsetScrollbars'],
    ],
  },
  {
    module: /@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.mjs$/,
    why:
      'The toast container, mounted on every signed-in screen once it has painted, reads one class name from ' +
      "RemoveScroll too: with the layout's copy gone, it loaded the list screens' 'common' chunk for it. The name " +
      'comes from the same constants module.',
    replace: [
      [
        'import { Box, OptionalPortal, RemoveScroll, createVarsResolver,',
        'import { fullWidthClassName } from "react-remove-scroll-bar/constants";\nimport { Box, OptionalPortal, createVarsResolver,',
      ],
      // Twice: the container with a portal and without.
      ...Array.from({ length: 2 }, (): [string, string] => [
        'getStyles("root", { className: RemoveScroll.classNames.fullWidth }),',
        'getStyles("root", { className: fullWidthClassName }),',
      ]),
    ],
  },
]

/** The patched code of a Mantine module, or the code unchanged when no patch is for it. */
export function patchMantine(code: string, id: string): string {
  let patched = code
  for (const patch of MANTINE_PATCHES) {
    if (!patch.module.test(id)) continue
    for (const [from, to] of patch.replace) {
      if (!patched.includes(from)) {
        throw new Error(`${id} no longer has the code scripts/mantine-patches-plugin.ts patches: review the patch`)
      }
      patched = patched.replace(from, to)
    }
  }
  return patched
}

/** Applies MANTINE_PATCHES to the build. */
export function mantinePatches(): Plugin {
  return {
    name: 'mantine-patches',
    apply: 'build',
    transform(code, id) {
      const patched = patchMantine(code, id)
      return patched === code ? undefined : { code: patched, map: null }
    },
  }
}
