/**
 * The whole catalogue of priced bills: the shared resources (`resources-common.ts`) and every
 * catalogue module (building, finishes, installation …) merged into one, with lookup maps, and
 * checked when it is built. Every reference must resolve: a norm line names a resource of the
 * catalogue, a recipe names an item code of each standard it is written for and norms of the
 * library, a usage names a code that has a recipe, an item code sits under a chapter and a section
 * of its standard. Duplicates (a resource, norm, recipe, code or chapter defined twice) are errors
 * too. A broken catalogue throws, listing every problem, so that it never reaches the generator.
 */
import type { BqChapterRow, BqCodeRow, NormLineRow, NormRow, ResourceRow } from '../../../shared/tables';
import { SPECIALTIES } from '../../../shared/vocabulary';
import {
  BQ_STANDARDS,
  RESOURCE_KINDS,
  type BqChapter,
  type BqCode,
  type BqRecipe,
  type BqStandard,
  type BqUsage,
  type CatalogueModule,
  type Norm,
  type Resource,
} from '../model';
import { BUILDING_CATALOGUE } from './building';
import { FINISHES_CATALOGUE } from './finishes';
import { INSTALLATION_CATALOGUE } from './installation';
import { COMMON_RESOURCES } from './resources-common';

/** The merged catalogue with its lookups. */
export interface Catalogue {
  readonly chapters: readonly BqChapter[];
  readonly codes: readonly BqCode[];
  readonly resources: readonly Resource[];
  readonly norms: readonly Norm[];
  readonly recipes: readonly BqRecipe[];
  readonly usages: readonly BqUsage[];
  readonly resourceByCode: ReadonlyMap<string, Resource>;
  readonly normByCode: ReadonlyMap<string, Norm>;
  readonly recipeById: ReadonlyMap<string, BqRecipe>;
  /** The item of a standard: `code(standard, code9)`. */
  code(standard: BqStandard, code9: string): BqCode | undefined;
  /** The chapter or section (4 or 6 digits) of a standard. */
  chapter(standard: BqStandard, code: string): BqChapter | undefined;
  /** The recipes of a code written for a standard (in catalogue order). */
  recipesOf(standard: BqStandard, code9: string): readonly BqRecipe[];
  /**
   * The unit a bill measures an item in: the standard's unit, or, where the standard offers
   * alternatives (`樘/m²`, `m/m³/根`), the one the catalogue's recipes are written for.
   */
  billUnit(code: BqCode): string;
}

/** Thrown with every problem of a catalogue that does not hold together. */
export class CatalogueError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The bill catalogue is inconsistent (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.slice(0, 50).join('\n- ')}`);
    this.name = 'CatalogueError';
  }
}

const STANDARDS = Object.keys(BQ_STANDARDS) as BqStandard[];
const SPECIALTY_CODES = new Set<string>(SPECIALTIES.map((s) => s.code));
const KINDS = new Set<string>(RESOURCE_KINDS);
const key = (standard: string, code: string) => `${standard}|${code}`;

/**
 * Merges the modules (the shared resources first) and validates every reference. Throws a
 * CatalogueError listing all problems.
 */
export function buildCatalogue(modules: readonly CatalogueModule[], common: readonly Resource[] = COMMON_RESOURCES): Catalogue {
  const problems: string[] = [];
  const chapters: BqChapter[] = [];
  const codes: BqCode[] = [];
  const resources: Resource[] = [...common];
  const norms: Norm[] = [];
  const recipes: BqRecipe[] = [];
  const usages: BqUsage[] = [];
  for (const m of modules) {
    chapters.push(...m.chapters);
    codes.push(...m.codes);
    resources.push(...m.resources);
    norms.push(...m.norms);
    recipes.push(...m.recipes);
    usages.push(...m.usages);
  }

  const resourceByCode = new Map<string, Resource>();
  for (const r of resources) {
    if (resourceByCode.has(r.code)) problems.push(`resource ${r.code} is defined twice`);
    resourceByCode.set(r.code, r);
    if (!KINDS.has(r.kind)) problems.push(`resource ${r.code}: unknown kind ${r.kind}`);
    if (!r.name || !r.unit) problems.push(`resource ${r.code}: name and unit are required`);
    if (!(r.basePrice > 0)) problems.push(`resource ${r.code}: basePrice must be > 0`);
  }

  const normByCode = new Map<string, Norm>();
  for (const n of norms) {
    if (normByCode.has(n.code)) problems.push(`norm ${n.code} is defined twice`);
    normByCode.set(n.code, n);
    if (!(n.unitSize > 0)) problems.push(`norm ${n.code}: unitSize must be > 0`);
    if (n.lines.length === 0) problems.push(`norm ${n.code} has no resource lines`);
    const seen = new Set<string>();
    for (const line of n.lines) {
      if (!resourceByCode.has(line.resource)) problems.push(`norm ${n.code}: unknown resource ${line.resource}`);
      if (seen.has(line.resource)) problems.push(`norm ${n.code}: resource ${line.resource} listed twice`);
      seen.add(line.resource);
      if (!(line.consumption > 0)) problems.push(`norm ${n.code}: consumption of ${line.resource} must be > 0`);
    }
  }

  const chapterByKey = new Map<string, BqChapter>();
  for (const c of chapters) {
    const k = key(c.standard, c.code);
    if (chapterByKey.has(k)) problems.push(`chapter ${c.code} (${c.standard}) is defined twice`);
    chapterByKey.set(k, c);
    if (!/^\d{4}(\d{2})?$/.test(c.code)) problems.push(`chapter ${c.code}: 4 or 6 digits expected`);
  }
  for (const c of chapters) {
    if (c.code.length === 6 && !chapterByKey.has(key(c.standard, c.code.slice(0, 4)))) {
      problems.push(`section ${c.code} (${c.standard}) has no chapter ${c.code.slice(0, 4)}`);
    }
  }

  const codeByKey = new Map<string, BqCode>();
  for (const c of codes) {
    const k = key(c.standard, c.code9);
    if (codeByKey.has(k)) problems.push(`code ${c.code9} (${c.standard}) is defined twice`);
    codeByKey.set(k, c);
    if (!STANDARDS.includes(c.standard)) problems.push(`code ${c.code9}: unknown standard ${c.standard}`);
    if (!/^\d{9}$/.test(c.code9)) problems.push(`code ${c.code9}: 9 digits expected`);
    if (!SPECIALTY_CODES.has(c.specialty)) problems.push(`code ${c.code9}: unknown specialty ${c.specialty}`);
    if (c.part !== 'sub' && c.part !== 'measure') problems.push(`code ${c.code9}: part must be sub or measure`);
    if (!c.name || !c.unit) problems.push(`code ${c.code9}: name and unit are required`);
    if (c.billUnit !== undefined && !c.unit.split('/').includes(c.billUnit)) problems.push(`code ${c.code9}: bill unit ${c.billUnit} is not one of ${c.unit}`);
    if (!chapterByKey.has(key(c.standard, c.code9.slice(0, 4)))) problems.push(`code ${c.code9} (${c.standard}): no chapter ${c.code9.slice(0, 4)}`);
    if (!chapterByKey.has(key(c.standard, c.code9.slice(0, 6)))) problems.push(`code ${c.code9} (${c.standard}): no section ${c.code9.slice(0, 6)}`);
  }

  const recipeById = new Map<string, BqRecipe>();
  const recipesByKey = new Map<string, BqRecipe[]>();
  for (const r of recipes) {
    if (recipeById.has(r.id)) problems.push(`recipe ${r.id} is defined twice`);
    recipeById.set(r.id, r);
    if (r.standards.length === 0) problems.push(`recipe ${r.id}: no standard`);
    for (const s of r.standards) {
      if (!codeByKey.has(key(s, r.code9))) problems.push(`recipe ${r.id}: code ${r.code9} does not exist in ${s}`);
      const list = recipesByKey.get(key(s, r.code9)) ?? [];
      list.push(r);
      recipesByKey.set(key(s, r.code9), list);
    }
    if (r.norms.length === 0) problems.push(`recipe ${r.id}: no norms`);
    for (const n of r.norms) {
      if (!normByCode.has(n.norm)) problems.push(`recipe ${r.id}: unknown norm ${n.norm}`);
      if (!(n.per > 0)) problems.push(`recipe ${r.id}: per of ${n.norm} must be > 0`);
    }
    if (r.features.length === 0) problems.push(`recipe ${r.id}: no features`);
    if ((r.weight ?? 1) < 0) problems.push(`recipe ${r.id}: negative weight`);
  }

  // A code may have several usages whose filters never match the same project; two with the
  // same filters are a mistake.
  const usageFilters = new Set<string>();
  for (const u of usages) {
    const filters = JSON.stringify([u.code9, u.uses ?? null, u.structures ?? null, u.decorations ?? null, u.storeys ?? null, u.basement ?? null]);
    if (usageFilters.has(filters)) problems.push(`usage of ${u.code9} is defined twice with the same filters`);
    usageFilters.add(filters);
    if (u.storeys && !(u.storeys[0] <= u.storeys[1])) problems.push(`usage ${u.code9}: bad storeys [${u.storeys.join(', ')}]`);
    for (const [structure, share] of Object.entries(u.shareByStructure ?? {})) {
      if (!(share[0] >= 0 && share[1] >= share[0] && share[1] > 0)) problems.push(`usage ${u.code9}: bad share for ${structure}`);
    }
    const known = STANDARDS.filter((s) => codeByKey.has(key(s, u.code9)));
    if (known.length === 0) problems.push(`usage: unknown code ${u.code9}`);
    else if (!known.some((s) => recipesByKey.has(key(s, u.code9)))) problems.push(`usage: code ${u.code9} has no recipe`);
    const q = u.quantity;
    const range = q.kind === 'indicator' ? q.share : q.kind === 'fixed' ? q.range : q.per;
    if (!(range[0] >= 0 && range[1] >= range[0] && range[1] > 0)) problems.push(`usage ${u.code9}: bad range [${range.join(', ')}]`);
    if (u.chance !== undefined && !(u.chance > 0 && u.chance <= 1)) problems.push(`usage ${u.code9}: chance must be in (0, 1]`);
  }

  if (problems.length > 0) throw new CatalogueError(problems);

  return {
    chapters,
    codes,
    resources,
    norms,
    recipes,
    usages,
    resourceByCode,
    normByCode,
    recipeById,
    code: (standard, code9) => codeByKey.get(key(standard, code9)),
    chapter: (standard, code) => chapterByKey.get(key(standard, code)),
    recipesOf: (standard, code9) => recipesByKey.get(key(standard, code9)) ?? [],
    billUnit: (code) => code.billUnit ?? (code.unit.includes('/') ? code.unit.split('/')[0] : code.unit),
  };
}

/** The catalogue modules of the sample data, in the order their rows are written. */
export const CATALOGUE_MODULES: readonly CatalogueModule[] = [BUILDING_CATALOGUE, FINISHES_CATALOGUE, INSTALLATION_CATALOGUE];

let loaded: Catalogue | undefined;

/** The site's catalogue (built and validated once). */
export function loadCatalogue(): Catalogue {
  loaded ??= buildCatalogue(CATALOGUE_MODULES);
  return loaded;
}

/** The catalogue's table rows (cost_data_bq_chapter, _bq_code, _resource, _norm, _norm_line). */
export function catalogueRows(catalogue: Catalogue): {
  bqChapters: BqChapterRow[];
  bqCodes: BqCodeRow[];
  resources: ResourceRow[];
  norms: NormRow[];
  normLines: NormLineRow[];
} {
  return {
    bqChapters: catalogue.chapters.map((c) => ({ standard: c.standard, code: c.code, name: c.name })),
    bqCodes: catalogue.codes.map((c) => ({ standard: c.standard, code9: c.code9, name: c.name, unit: c.unit, specialty: c.specialty, part: c.part })),
    resources: catalogue.resources.map((r) => ({
      code: r.code,
      kind: r.kind,
      name: r.name,
      spec: r.spec,
      unit: r.unit,
      price_class: r.priceClass,
      base_price: r.basePrice,
    })),
    norms: catalogue.norms.map((n) => ({ code: n.code, name: n.name, unit: n.unit, unit_size: n.unitSize })),
    normLines: catalogue.norms.flatMap((n) => n.lines.map((l, i) => ({ norm_code: n.code, seq: i + 1, resource_code: l.resource, consumption: l.consumption }))),
  };
}
