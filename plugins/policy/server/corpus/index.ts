/**
 * The 政策文件 corpus: plan.ts decides the documents, bodies.ts writes their text from cost-data's
 * prices, passages.ts cuts it into passages. `corpusDocuments` yields the documents one by one in
 * id order, so a caller can write them in batches without holding the corpus in memory.
 */
import { bodyOf } from './bodies';
import type { CorpusDocument, CorpusInput, DocPlan } from './model';
import { passagesOf } from './passages';
import { planCorpus } from './plan';
import { CorpusPrices } from './prices';

export type { CorpusDocument, CorpusInput, CorpusResource, DocPlan } from './model';
export { planCorpus, MATERIAL_VARIANTS } from './plan';
export { LABOUR_CODES, MATERIAL_CODES } from './bodies';
export { headerLine, rowSentence } from './passages';
export { quarterBefore } from './prices';

/** The documents of a plan with their text and passages, in id order. */
export function* corpusDocuments(input: CorpusInput, plans: readonly DocPlan[] = planCorpus(input)): Generator<CorpusDocument> {
  const prices = new CorpusPrices(input.prices, input.resources);
  for (const plan of plans) {
    const body = bodyOf(plan, prices, input.seed);
    yield { plan, summary: body.summary, blocks: body.blocks, passages: passagesOf(plan, body.blocks) };
  }
}
