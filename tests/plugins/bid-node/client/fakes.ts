import { FakeNavigator as AddressNavigator } from '../../../helpers/client-fakes';
import type { BidNodeApi } from '@plugins/bid-node/client/api';
import type { BidNodeSummary, ListPage, ListQuery } from '@plugins/bid-node/shared/contract';

export { FakeNotifier } from '../../../helpers/client-fakes';

/** A navigator over an in-memory address, at the list page by default. */
export class FakeNavigator extends AddressNavigator {
  constructor(address = '/commonproj/index') {
    super(address);
  }
}

export function summary(id: number, patch: Partial<BidNodeSummary> = {}): BidNodeSummary {
  return {
    id,
    code: `DX${String(id).padStart(6, '0')}`,
    name: `${id}#住宅楼`,
    projectId: 1000 + id,
    projectName: `测试项目${id}`,
    provinceId: 12,
    provinceName: '江苏',
    cityId: 0,
    cityName: '南京',
    buildingUse: '住宅',
    structure: '剪力墙',
    floorsAbove: 18,
    floorsBelow: 2,
    buildingArea: 12000 + id,
    pricingStage: '中标价',
    priceDate: '2025-06-01',
    unitCost: 3000 + id,
    totalCost: (3000 + id) * (12000 + id),
    likeNum: id % 7,
    ...patch,
  };
}

/** An API whose list answers `total` generated rows, recording every query. */
export function fakeApi(total = 120, overrides: Partial<BidNodeApi> = {}): BidNodeApi & { queries: ListQuery[] } {
  const queries: ListQuery[] = [];
  const api = {
    queries,
    async list(q: ListQuery): Promise<ListPage> {
      queries.push(q);
      const start = (q.pageNum - 1) * q.pageSize;
      const list = Array.from({ length: Math.max(0, Math.min(q.pageSize, total - start)) }, (_, i) => summary(start + i + 1));
      return { total, pageNum: q.pageNum, pageSize: q.pageSize, list };
    },
    summary: jest.fn(async (id: number) => ({ ...summary(id), liked: false })),
    base: jest.fn(),
    scope: jest.fn(),
    attr: jest.fn(),
    cols: jest.fn(async () => []),
    results: jest.fn(async () => []),
    indexByType: jest.fn(),
    trend: jest.fn(),
    interval: jest.fn(),
    like: jest.fn(),
    unlike: jest.fn(),
    compare: jest.fn(),
    reprice: jest.fn(),
    exportList: jest.fn(),
    exportDetail: jest.fn(),
    exportCompare: jest.fn(),
    ...overrides,
  };
  return api as unknown as BidNodeApi & { queries: ListQuery[] };
}
