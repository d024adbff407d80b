import { inject, injectable } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import { downloadFile } from '@kernel/client/downloads';
import { Loadable } from '@kernel/client/load-state';
import { Notifier } from '@kernel/client/ui-store';
import { POLICY_LIMITS, PolicyMessages, type PolicyBrief, type PolicyDetail } from '../shared/contract';
import { PolicyApi, type PolicyDetailStore } from './tokens';

/**
 * The detail page's state: the document (its blocks, replacement links and related documents),
 * the recommended documents (queryRandomPolicyInfo) loading on their own, and the PDF download.
 */
@injectable()
export class MobxPolicyDetailStore implements PolicyDetailStore {
  policyId: number | null = null;
  downloading = false;
  readonly detail = new Loadable<PolicyDetail>();
  readonly recommended = new Loadable<PolicyBrief[]>();

  constructor(
    @inject(PolicyApi) private readonly api: PolicyApi,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeObservable(this, { policyId: observable, downloading: observable });
  }

  load(policyId: number, force = false): Promise<void> {
    const same = this.policyId === policyId;
    if (!force && same && this.detail.status !== 'error' && this.detail.status !== 'idle') return Promise.resolve();
    runInAction(() => (this.policyId = policyId));
    return Promise.all([
      this.detail.load((signal) => this.api.detail(policyId, signal)),
      this.recommended.load((signal) => this.api.random({ policyId, size: POLICY_LIMITS.randomDefault }, signal)),
    ]).then(() => undefined);
  }

  async downloadPdf(): Promise<boolean> {
    const detail = this.detail.data;
    if (!detail || this.downloading) return false;
    runInAction(() => (this.downloading = true));
    const failure = await downloadFile(() => this.api.pdf(detail.policyId), safeFileName(detail.pdfName || `${detail.docNo} ${detail.title}.pdf`), PolicyMessages.pdfFailed);
    runInAction(() => (this.downloading = false));
    if (failure) this.notifier.notify(failure, 'error');
    return !failure;
  }
}

/** A file name without the characters file systems refuse (the 〔〕 of a 文号 stay). */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\r\n]+/g, '_').slice(0, 150);
}
