import { cstYear, dayKey, dayStartOf } from '../calendar';

/**
 * The festivals a 节日礼盒 is held for: 元旦 and 国庆节 on fixed days, 春节, 端午节 and 中秋节 on
 * their lunar days (listed per year; a year beyond the list has only the fixed festivals).
 */
export interface Festival {
  /** e.g. yuandan (the id's part). */
  readonly key: string;
  /** 元旦 / 春节 / 端午节 / 中秋节 / 国庆节. */
  readonly name: string;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  /** The four faces of the board's pairs. */
  readonly faces: readonly string[];
}

/** The wild card of every board: flipping it gives a draw on its own. */
export const WILD_FACE = '福袋';

const FACES: Readonly<Record<string, readonly string[]>> = {
  yuandan: ['烟花', '灯笼', '台历', '元宝'],
  chunjie: ['春联', '灯笼', '饺子', '鞭炮'],
  duanwu: ['粽子', '龙舟', '艾草', '香囊'],
  zhongqiu: ['月饼', '玉兔', '桂花', '花灯'],
  guoqing: ['国旗', '礼花', '华表', '长城'],
};

const NAMES: Readonly<Record<string, string>> = { yuandan: '元旦', chunjie: '春节', duanwu: '端午节', zhongqiu: '中秋节', guoqing: '国庆节' };

/** The lunar festivals' Gregorian days. */
const LUNAR: Readonly<Record<number, { chunjie: string; duanwu: string; zhongqiu: string }>> = {
  2026: { chunjie: '02-17', duanwu: '06-19', zhongqiu: '09-25' },
  2027: { chunjie: '02-06', duanwu: '06-09', zhongqiu: '09-15' },
  2028: { chunjie: '01-26', duanwu: '05-28', zhongqiu: '10-03' },
  2029: { chunjie: '02-13', duanwu: '06-16', zhongqiu: '09-22' },
  2030: { chunjie: '02-03', duanwu: '06-05', zhongqiu: '09-12' },
};

function festivalsOf(year: number): Festival[] {
  const days: [string, string][] = [
    ['yuandan', '01-01'],
    ['guoqing', '10-01'],
  ];
  const lunar = LUNAR[year];
  if (lunar) days.push(['chunjie', lunar.chunjie], ['duanwu', lunar.duanwu], ['zhongqiu', lunar.zhongqiu]);
  return days.map(([key, md]) => ({ key, name: NAMES[key]!, date: `${year}-${md}`, faces: FACES[key]! })).sort((a, b) => a.date.localeCompare(b.date));
}

/** The next festival after the day of `at` (on a festival's day, the one after it). */
export function nextFestival(at: number): Festival {
  const today = dayKey(at);
  const year = cstYear(at);
  return [...festivalsOf(year), ...festivalsOf(year + 1)].find((f) => f.date > today)!;
}

/** 00:00 CST of the festival's day. */
export function festivalStart(festival: Festival): number {
  return dayStartOf(festival.date);
}
