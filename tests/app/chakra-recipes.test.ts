import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as chakraTheme from '@chakra-ui/react/theme';
import { ROOT } from '../../scripts/sync-plugins';

/**
 * The site's theme (app/client/shell/theme.ts) holds only the recipes of the components the first
 * page load renders; code loaded later passes the recipe of any other Chakra component itself
 * (`<Dialog.Root recipe={dialogSlotRecipe}>`, recipe from '@chakra-ui/react/theme'), so the recipe
 * downloads with it. A component rendered without its recipe, and without the theme holding it,
 * is unstyled: this test names every such element.
 */
const THEME_FILE = path.join(ROOT, 'app/client/shell/theme.ts');

/** The recipe exports the theme imports from '@chakra-ui/react/theme'. */
function themeRecipes(): Set<string> {
  const source = readFileSync(THEME_FILE, 'utf8');
  const block = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme'/.exec(source);
  if (!block) throw new Error('theme.ts imports no recipes from @chakra-ui/react/theme');
  return new Set(block[1].split(',').map((name) => name.trim()).filter((name) => /Recipe$/.test(name)));
}

const available = new Set(Object.keys(chakraTheme).filter((name) => /Recipe$/.test(name)));

/** The recipe export a Chakra component is styled by, if any (`Dialog` → `dialogSlotRecipe`). */
function recipeOf(component: string): string | null {
  const base = component[0].toLowerCase() + component.slice(1);
  for (const name of [`${base}SlotRecipe`, `${base}Recipe`]) if (available.has(name)) return name;
  return null;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : name.endsWith('.tsx') ? [full] : [];
  });
}

/** The text of the opening tag starting at `start` (up to its closing `>`, braces balanced). */
function openingTag(source: string, start: number): string {
  let depth = 0;
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '>' && depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

/** Every element of a Chakra component whose recipe neither the theme nor the element supplies. */
function unstyled(): string[] {
  const inTheme = themeRecipes();
  const out: string[] = [];
  for (const file of ['app', 'kernel', 'plugins'].flatMap((dir) => files(path.join(ROOT, dir)))) {
    const source = readFileSync(file, 'utf8');
    const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)].flatMap((m) =>
      m[1].split(',').map((part) => part.trim().split(/\s+as\s+/)),
    );
    for (const [imported, local = imported] of imports) {
      if (!imported || imported.startsWith('type ')) continue;
      const recipe = recipeOf(imported);
      if (!recipe || inTheme.has(recipe)) continue;
      // A slot recipe styles the component's Root; a single recipe the component itself.
      const tag = recipe.endsWith('SlotRecipe') ? `<${local}.Root` : `<${local}`;
      const pattern = new RegExp(`${tag.replace('.', '\\.')}(?=[\\s>/])`, 'g');
      for (const match of source.matchAll(pattern)) {
        if (/\brecipe=/.test(openingTag(source, match.index ?? 0))) continue;
        const line = source.slice(0, match.index).split('\n').length;
        out.push(`${path.relative(ROOT, file)}:${line}: ${tag} without recipe={${recipe}}`);
      }
    }
  }
  return out;
}

describe('Chakra recipes', () => {
  it('the theme imports recipes that exist', () => {
    const inTheme = themeRecipes();
    expect(inTheme.size).toBeGreaterThan(5);
    for (const name of inTheme) expect(available.has(name)).toBe(true);
  });

  it('every component whose recipe the theme leaves out gets it on the element', () => {
    expect(unstyled()).toEqual([]);
  });

  it('finds a component rendered without its recipe', () => {
    // The check itself: a dialog root with no recipe prop is reported, one with it is not.
    const source = `import { Dialog } from '@chakra-ui/react';\nconst a = <Dialog.Root open>x</Dialog.Root>;\nconst b = <Dialog.Root recipe={dialogSlotRecipe} open={v > 1}>x</Dialog.Root>;`;
    const tags = [...source.matchAll(/<Dialog\.Root(?=[\s>/])/g)].map((m) => openingTag(source, m.index ?? 0));
    expect(tags.map((t) => /\brecipe=/.test(t))).toEqual([false, true]);
    expect(recipeOf('Dialog')).toBe('dialogSlotRecipe');
    expect(themeRecipes().has('dialogSlotRecipe')).toBe(false);
  });
});
