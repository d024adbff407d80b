import { inject, injectable } from 'inversify';
import { Loadable } from '@kernel/client/load-state';
import type { LabourAreaInfos, LabourRegionNode } from '../shared/contract';
import { LabourApi, type LabourCatalog } from './tokens';

/** The catalogue of regions, trades and quarters, loaded once (a failure is retried on the next ask). */
@injectable()
export class MobxLabourCatalog implements LabourCatalog {
  readonly info = new Loadable<LabourAreaInfos>();
  private pending: Promise<unknown> | null = null;

  constructor(@inject(LabourApi) private readonly api: LabourApi) {}

  async ensure(): Promise<LabourAreaInfos | null> {
    if (this.info.data) return this.info.data;
    this.pending ??= this.info.load((signal) => this.api.areaInfos(signal), { keepOnError: true }).finally(() => (this.pending = null));
    await this.pending;
    return this.info.data;
  }
}

/** A region of the catalogue by areaid (全国, a province or a city), with its province. */
export function findRegion(regions: readonly LabourRegionNode[], areaId: number): { region: LabourRegionNode; province: LabourRegionNode | null } | null {
  for (const r of regions) {
    if (r.areaid === areaId) return { region: r, province: null };
    const city = r.subList.find((c) => c.areaid === areaId);
    if (city) return { region: city, province: r };
  }
  return null;
}

/** 江苏 · 苏州市 / 全国 / 江苏 (a city with its province). */
export function regionTitle(region: { name: string; provinceName?: string; level?: string }): string {
  if (region.level === 'city' && region.provinceName && region.provinceName !== region.name) return `${region.provinceName} · ${region.name}`;
  return region.name;
}
