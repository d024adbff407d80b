/**
 * Project templates: what a generated project is made of. A residential community is towers, an
 * underground garage and maybe shops; a hospital is 门急诊楼, 医技楼, 住院楼 and a garage; a
 * logistics park is warehouses and a 综合楼 … Each template names the project (anonymised, 某…)
 * and lists its single projects (use, building form, name suffix).
 */
import type { BuildingUse } from '../../shared/vocabulary';
import type { Form } from './catalogue';
import type { Random } from './random';

export interface NodeSpec {
  readonly use: BuildingUse;
  readonly form: Form;
  /** Appended to the project name: `3#楼`, `地下车库`, `教学楼A座` … */
  readonly suffix: string;
}

export interface ProjectPlan {
  readonly name: string;
  readonly nodes: NodeSpec[];
}

export interface TemplateContext {
  readonly rng: Random;
  /** City tier 1–4. */
  readonly tier: number;
  readonly year: number;
}

export interface ProjectTemplate {
  readonly id: string;
  /** Relative frequency by city tier (index 0 = tier 1). */
  readonly weights: readonly [number, number, number, number];
  plan(ctx: TemplateContext): ProjectPlan;
}

const PHASES = ['一期', '二期', '三期'];
const MAX_NODES = 12;

function withPhase(rng: Random, name: string, p = 0.25): string {
  return rng.chance(p) ? name + rng.pick(PHASES) : name;
}

function garage(rng: Random, count = 1): NodeSpec[] {
  if (count === 1) return [{ use: '地下车库', form: 'standard', suffix: rng.chance(0.7) ? '地下车库' : '1#地下车库' }];
  return Array.from({ length: count }, (_, i) => ({ use: '地下车库' as const, form: 'standard' as const, suffix: `${i + 1}#地下车库` }));
}

const LETTERS = ['A', 'B', 'C', 'D'];

const residential: ProjectTemplate = {
  id: 'residential',
  weights: [30, 34, 36, 36],
  plan({ rng, tier }) {
    const name = withPhase(rng, rng.choose([['某住宅小区', 5], ['某花园小区', 2], ['某安置房小区', 1.5], ['某住宅项目', 2], ['某家园小区', 1], ['某人才安居小区', 0.6]] as const));
    const kind = rng.choose<'high' | 'mixed' | 'mid' | 'low'>([
      ['high', tier <= 2 ? 0.6 : 0.45],
      ['mixed', 0.2],
      ['mid', tier <= 2 ? 0.12 : 0.22],
      ['low', tier <= 2 ? 0.04 : 0.13],
    ]);
    const towers = rng.choose([[1, 1], [2, 2], [3, 2.5], [4, 2.5], [5, 2], [6, 1.5], [7, 1], [8, 0.8], [9, 0.6]] as const);
    const nodes: NodeSpec[] = [];
    for (let i = 1; i <= towers; i++) {
      let form: Form;
      if (kind === 'high') form = rng.chance(0.75) ? 'higher' : 'high';
      else if (kind === 'mixed') form = i <= Math.ceil(towers / 2) ? 'higher' : rng.chance(0.7) ? 'multi' : 'mid';
      else if (kind === 'mid') form = rng.chance(0.7) ? 'mid' : 'high';
      else form = rng.chance(0.6) ? 'multi' : 'villa';
      nodes.push({ use: '住宅', form, suffix: `${i}#楼` });
    }
    if (kind !== 'low' && (towers > 1 || rng.chance(0.5)) && rng.chance(0.85)) nodes.push(...garage(rng));
    else if (kind === 'low' && rng.chance(0.3)) nodes.push(...garage(rng));
    if (rng.chance(0.3)) nodes.push({ use: '商业', form: 'street', suffix: rng.pick(['商业配套用房', 'S1#商业楼', '沿街商业', '社区配套用房']) });
    return { name, nodes };
  },
};

const apartment: ProjectTemplate = {
  id: 'apartment',
  weights: [8, 6, 3, 2],
  plan({ rng }) {
    const name = rng.pick(['某人才公寓', '某长租公寓项目', '某青年公寓', '某公寓项目']);
    const count = rng.int(1, 4);
    const nodes: NodeSpec[] = [];
    for (let i = 1; i <= count; i++) nodes.push({ use: '公寓', form: 'standard', suffix: count === 1 ? '公寓楼' : `${i}#公寓楼` });
    if (rng.chance(0.7)) nodes.push(...garage(rng));
    return { name, nodes };
  },
};

const officePark: ProjectTemplate = {
  id: 'office-park',
  weights: [8, 7, 5, 3],
  plan({ rng }) {
    const name = withPhase(rng, rng.pick(['某科技园', '某软件园', '某创新产业园', '某总部基地', '某科创中心']));
    const count = rng.int(2, 6);
    const nodes: NodeSpec[] = [];
    for (let i = 1; i <= count; i++) {
      nodes.push({ use: '办公', form: rng.chance(0.55) ? 'low' : 'high', suffix: `${i}#研发楼` });
    }
    if (rng.chance(0.4)) nodes.push({ use: '办公', form: 'low', suffix: '综合楼' });
    if (rng.chance(0.25)) nodes.push({ use: '商业', form: 'street', suffix: '配套商业楼' });
    if (rng.chance(0.8)) nodes.push(...garage(rng));
    return { name, nodes };
  },
};

const officeTower: ProjectTemplate = {
  id: 'office-tower',
  weights: [14, 8, 4, 2],
  plan({ rng, tier }) {
    const name = rng.pick(['某办公楼', '某总部大楼', '某金融中心', '某国际中心', '某商务大厦', '某综合办公楼']);
    const form = rng.choose<Form>(
      tier === 1 ? [['super', 0.35], ['tower', 0.35], ['high', 0.3]] : tier === 2 ? [['super', 0.15], ['tower', 0.35], ['high', 0.5]] : [['super', 0.03], ['tower', 0.17], ['high', 0.8]],
    );
    const nodes: NodeSpec[] = [{ use: '办公', form, suffix: form === 'high' && rng.chance(0.5) ? '' : '主楼' }];
    if (rng.chance(0.4)) nodes.push({ use: '商业', form: 'street', suffix: '裙房' });
    if (rng.chance(0.7)) nodes.push(...garage(rng));
    return { name, nodes };
  },
};

const commercial: ProjectTemplate = {
  id: 'commercial',
  weights: [10, 8, 5, 3],
  plan({ rng, tier }) {
    const name = rng.pick(['某商业综合体', '某购物中心', '某商业广场', '某城市综合体']);
    const nodes: NodeSpec[] = [];
    const malls = rng.chance(0.3) ? 2 : 1;
    for (let i = 0; i < malls; i++) nodes.push({ use: '商业', form: 'mall', suffix: malls === 1 ? '商业楼' : `${LETTERS[i]}区商业楼` });
    if (rng.chance(0.4)) nodes.push({ use: '办公', form: tier <= 2 && rng.chance(0.5) ? 'tower' : 'high', suffix: '办公塔楼' });
    if (rng.chance(0.2)) nodes.push({ use: '酒店', form: 'high', suffix: '酒店塔楼' });
    if (rng.chance(0.3)) nodes.push({ use: '公寓', form: 'standard', suffix: '公寓楼' });
    if (rng.chance(0.9)) nodes.push(...garage(rng));
    return { name, nodes };
  },
};

const hotel: ProjectTemplate = {
  id: 'hotel',
  weights: [5, 4, 3, 2],
  plan({ rng, tier }) {
    const name = rng.pick(['某酒店', '某国际酒店', '某度假酒店', '某商务酒店']);
    const form = rng.choose<Form>(tier <= 2 ? [['low', 0.45], ['high', 0.35], ['super', 0.2]] : [['low', 0.65], ['high', 0.3], ['super', 0.05]]);
    const nodes: NodeSpec[] = [{ use: '酒店', form, suffix: rng.chance(0.5) ? '' : '主楼' }];
    if (rng.chance(0.2)) nodes.push({ use: '酒店', form: 'low', suffix: '裙楼' });
    if (rng.chance(0.6)) nodes.push(...garage(rng));
    return { name, nodes };
  },
};

const SCHOOL_BUILDINGS: ReadonlyArray<readonly [string, BuildingUse, Form]> = [
  ['教学楼A座', '学校', 'standard'],
  ['教学楼B座', '学校', 'standard'],
  ['实验楼', '学校', 'standard'],
  ['综合楼', '学校', 'standard'],
  ['图书馆', '学校', 'standard'],
  ['学生宿舍楼', '学校', 'standard'],
  ['食堂', '学校', 'standard'],
  ['行政楼', '学校', 'standard'],
  ['风雨操场', '文体场馆', 'hall'],
  ['体育馆', '文体场馆', 'hall'],
];

const school: ProjectTemplate = {
  id: 'school',
  weights: [10, 11, 12, 13],
  plan({ rng }) {
    const name = withPhase(rng, rng.choose([['某中学', 3], ['某小学', 3], ['某实验学校', 1.5], ['某职业技术学院', 1], ['某高级中学', 1], ['某九年一贯制学校', 1]] as const), 0.15);
    const nodes: NodeSpec[] = [];
    if (rng.chance(0.25)) {
      const [suffix, use, form] = rng.pick(SCHOOL_BUILDINGS.slice(0, 4));
      nodes.push({ use, form, suffix });
    } else {
      const count = rng.int(2, 8);
      for (const [suffix, use, form] of SCHOOL_BUILDINGS) {
        if (nodes.length >= count) break;
        if (suffix.startsWith('教学楼A') || rng.chance(0.55)) nodes.push({ use, form, suffix });
      }
    }
    if (rng.chance(0.15)) nodes.push(...garage(rng));
    return { name, nodes };
  },
};

const hospital: ProjectTemplate = {
  id: 'hospital',
  weights: [6, 6, 6, 6],
  plan({ rng }) {
    const base = rng.choose([['某人民医院', 4], ['某中医院', 1.5], ['某妇幼保健院', 1], ['某中心医院', 1.5], ['某第一人民医院', 1]] as const);
    if (rng.chance(0.3)) {
      const [suffix, form] = rng.pick([['门急诊楼', 'clinic'], ['住院楼', 'ward'], ['医技楼', 'clinic'], ['门诊医技综合楼', 'clinic']] as const);
      return { name: base + suffix, nodes: [{ use: '医院', form, suffix: '' }] };
    }
    const name = base + rng.pick(['新院区', '迁建工程', '扩建工程', '']);
    const nodes: NodeSpec[] = [{ use: '医院', form: 'clinic', suffix: '门急诊楼' }];
    if (rng.chance(0.7)) nodes.push({ use: '医院', form: 'clinic', suffix: '医技楼' });
    const wards = rng.int(1, 3);
    for (let i = 1; i <= wards; i++) nodes.push({ use: '医院', form: 'ward', suffix: wards === 1 ? '住院楼' : `${i}#住院楼` });
    if (rng.chance(0.4)) nodes.push({ use: '办公', form: 'low', suffix: '行政后勤楼' });
    if (rng.chance(0.8)) nodes.push(...garage(rng));
    return { name, nodes };
  },
};

const venue: ProjectTemplate = {
  id: 'venue',
  weights: [4, 4, 3, 3],
  plan({ rng }) {
    if (rng.chance(0.5)) {
      const name = rng.pick(['某体育中心', '某全民健身中心', '某体育公园']);
      const nodes: NodeSpec[] = [{ use: '文体场馆', form: 'hall', suffix: '体育馆' }];
      if (rng.chance(0.5)) nodes.push({ use: '文体场馆', form: 'hall', suffix: '游泳馆' });
      if (rng.chance(0.3)) nodes.push({ use: '文体场馆', form: 'hall', suffix: '体育场看台' });
      if (rng.chance(0.4)) nodes.push(...garage(rng));
      return { name, nodes };
    }
    const name = rng.pick(['某文化中心', '某图书馆', '某博物馆', '某文化艺术中心', '某会展中心']);
    const nodes: NodeSpec[] = [{ use: '文体场馆', form: 'hall', suffix: name.endsWith('中心') ? '主体建筑' : '' }];
    if (rng.chance(0.4)) nodes.push(...garage(rng));
    return { name, nodes };
  },
};

const industrial: ProjectTemplate = {
  id: 'industrial',
  weights: [5, 10, 14, 13],
  plan({ rng }) {
    const name = withPhase(rng, rng.pick(['某产业园', '某工业园', '某智能制造基地', '某电子厂房项目', '某标准厂房项目', '某新材料产业园']));
    const count = rng.choose([[1, 2], [2, 3], [3, 3], [4, 2], [5, 1.5], [6, 1], [8, 0.6]] as const);
    const multi = rng.chance(0.35);
    const nodes: NodeSpec[] = [];
    for (let i = 1; i <= count; i++) nodes.push({ use: '厂房', form: multi && rng.chance(0.8) ? 'multi' : 'single', suffix: `${i}#厂房` });
    if (rng.chance(0.5)) nodes.push({ use: '办公', form: 'low', suffix: '综合楼' });
    if (rng.chance(0.3)) nodes.push({ use: '仓库', form: 'single', suffix: '仓库' });
    if (rng.chance(0.1)) nodes.push({ use: '公寓', form: 'standard', suffix: '员工宿舍楼' });
    return { name, nodes };
  },
};

const logistics: ProjectTemplate = {
  id: 'logistics',
  weights: [4, 6, 6, 5],
  plan({ rng }) {
    const name = withPhase(rng, rng.pick(['某物流园', '某冷链物流中心', '某仓储中心', '某电商物流园']));
    const count = rng.int(1, 6);
    const nodes: NodeSpec[] = [];
    for (let i = 1; i <= count; i++) nodes.push({ use: '仓库', form: rng.chance(0.15) ? 'multi' : 'single', suffix: `${i}#仓库` });
    if (rng.chance(0.5)) nodes.push({ use: '办公', form: 'low', suffix: '综合楼' });
    return { name, nodes };
  },
};

export const PROJECT_TEMPLATES: readonly ProjectTemplate[] = [
  residential,
  apartment,
  officePark,
  officeTower,
  commercial,
  hotel,
  school,
  hospital,
  venue,
  industrial,
  logistics,
];

/** A project plan for a city of the given tier (at most 12 single projects). */
export function planProject(ctx: TemplateContext): ProjectPlan {
  const tierIndex = Math.min(3, Math.max(0, ctx.tier - 1));
  const template = ctx.rng.weighted(
    PROJECT_TEMPLATES,
    PROJECT_TEMPLATES.map((t) => t.weights[tierIndex]),
  );
  const plan = template.plan(ctx);
  return { name: plan.name, nodes: plan.nodes.slice(0, MAX_NODES) };
}
