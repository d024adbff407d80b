import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { Loadable } from '@kernel/client/load-state';
import { Notifier } from '@kernel/client/ui-store';
import type { BqItemInfo, BqItemRef, BqNormGroup, BqPriceComposition, BqRelated, BqResSummary, BqTemplate } from '../shared/contract';
import { downloadFile } from '@kernel/client/downloads';
import { UnitPriceApi, type PeerScope, type UnitPriceDetailStore } from './tokens';

export { UnitPriceDetailStore } from './tokens';

/** How many samples of the code the detail's peers call asks for (the list beside the histogram is not shown). */
const PEER_SAMPLES = 10;

/**
 * The item detail: each section loads on its own (a failing section does not blank the page; a newer
 * item's answers win over a late one of the previous item), the peers (价格走势 and 同类清单分布 of
 * the same code in the item's province or the whole country) and the two downloads.
 */
@injectable()
export class MobxUnitPriceDetailStore implements UnitPriceDetailStore {
  ref: BqItemRef | null = null;
  readonly info = new Loadable<BqItemInfo>();
  readonly composition = new Loadable<BqPriceComposition>();
  readonly norms = new Loadable<BqNormGroup>();
  readonly resources = new Loadable<BqResSummary>();
  readonly related = new Loadable<BqRelated>();
  readonly peers = new Loadable<BqTemplate>();
  peerScope: PeerScope = 'province';
  downloading: 'pdf' | 'xlsx' | null = null;

  constructor(
    @inject(UnitPriceApi) private readonly api: UnitPriceApi,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<MobxUnitPriceDetailStore, 'api' | 'notifier'>(
      this,
      { api: false, notifier: false, info: false, composition: false, norms: false, resources: false, related: false, peers: false },
      { autoBind: true },
    );
  }

  /** Loads every section of an item (again, when `force`). */
  load(ref: BqItemRef, force = false): Promise<void> {
    const same = this.ref?.id === ref.id && this.ref?.projectId === ref.projectId;
    if (!force && same && this.info.status !== 'error' && this.info.status !== 'idle') return Promise.resolve();
    this.ref = { id: ref.id, projectId: ref.projectId };
    if (!same) this.peerScope = 'province';
    return Promise.all([
      this.info.load(() => this.api.info(ref)).then((outcome) => {
        if (outcome.kind === 'ready') return this.loadPeers();
        if (outcome.kind === 'error') this.peers.clear();
        return undefined;
      }),
      this.composition.load(() => this.api.composition(ref)),
      this.norms.load(() => this.api.norms(ref)),
      this.resources.load(() => this.api.resources(ref)),
      this.related.load(() => this.api.related(ref)),
    ]).then(() => undefined);
  }

  /** 价格走势 and 同类清单分布: the item's province (default) or the whole country. */
  setPeerScope(scope: PeerScope): Promise<void> {
    if (this.peerScope === scope) return Promise.resolve();
    this.peerScope = scope;
    return this.loadPeers();
  }

  private async loadPeers(): Promise<void> {
    const info = this.info.data;
    if (!info) return;
    const areaId = this.peerScope === 'province' ? info.project.provinceId : undefined;
    await this.peers.load((signal) => this.api.template({ ids: info.rowKey, areaId, pageNum: 1, pageSize: PEER_SAMPLES }, signal), { keepWhileLoading: true });
  }

  /** 下载组价方案: the PDF of the item's price build-up. */
  downloadPdf(): Promise<boolean> {
    return this.download('pdf', (ref) => this.api.pdf(ref), (info) => `组价方案_${info.code}_${info.name}.pdf`);
  }

  /** 导出Excel: the item detail workbook. */
  exportExcel(): Promise<boolean> {
    return this.download('xlsx', (ref) => this.api.exportItem(ref), (info) => `综合单价_${info.code}_${info.name}.xlsx`);
  }

  private async download(kind: 'pdf' | 'xlsx', fetch: (ref: BqItemRef) => Promise<Blob>, name: (info: BqItemInfo) => string): Promise<boolean> {
    const ref = this.ref;
    const info = this.info.data;
    if (!ref || !info || this.downloading) return false;
    this.downloading = kind;
    const failure = await downloadFile(() => fetch(ref), safeFileName(name(info)), '下载失败，请稍后重试');
    runInAction(() => (this.downloading = null));
    if (failure) this.notifier.notify(failure, 'error');
    return !failure;
  }
}

/** A file name without the characters file systems refuse. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\r\n]+/g, '_').slice(0, 120);
}
