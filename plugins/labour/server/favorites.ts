/**
 * The `labour` kind of favourites (the favorites plugin stores them): a price line is checked and
 * snapshotted here, and its price now is the one of the newest quarter the viewer sees (a VIP the
 * newest, others the quarter before it).
 */
import type { FavoriteCurrent, FavoriteKindProvider } from '@plugins/favorites/shared/services';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { quarterText } from './quarters';
import type { LabourSeriesHolder } from './routes';
import type { LabourSeries } from './series';

export function labourFavoriteProvider(series: LabourSeriesHolder): FavoriteKindProvider {
  const visiblePos = (s: LabourSeries, rights: readonly string[]) => s.pos(s.visibleQuarter(rights.includes(MembershipRights.vip)))!;
  return {
    kind: 'labour',
    async snapshot(id, viewer) {
      const s = await series.get();
      const line = s?.line(id);
      if (!s || !line) return null;
      const f = s.figures(line, visiblePos(s, viewer.rights));
      if (!f) return null;
      const region = s.regions.get(line.areaId);
      const isCity = region?.level === 'city';
      return {
        tradeName: line.trade.name,
        tradeCode: line.trade.code,
        provinceId: isCity ? region!.provinceId : line.areaId,
        cityId: isCity ? line.areaId : 0,
        buildingType: line.buildingType,
        unit: line.trade.unit,
        price: f.price,
        quarter: f.quarter,
      };
    },
    async current(ids, viewer) {
      const out = new Map<number, FavoriteCurrent>();
      const s = await series.get();
      if (!s) return out;
      const pos = visiblePos(s, viewer.rights);
      for (const id of ids) {
        const line = s.line(id);
        const f = line ? s.figures(line, pos) : null;
        if (f) out.set(id, { value: f.price, quarter: quarterText(s.quarters[pos]!) });
      }
      return out;
    },
  };
}
