import { AboutLayout } from './AboutLayout';
import { RecruitingContent } from './RecruitingContent';
import { aboutRoutes } from '../../shared/routes';

/** /static/recruitingExperts: recruiting 注册造价工程师 for data review. */
export default function RecruitingExpertsPage() {
  return (
    <AboutLayout title="专家招募" caption="JOIN US" intro="诚邀注册造价工程师加入数据审核专家库，共建可信的造价指标体系">
      <RecruitingContent
        intro="为持续提升指标数据质量，造价指标网面向全国公开招募数据审核专家。入库专家将参与工程造价数据的专业审核、指标口径研讨与栏目内容建设，以远程协作为主，时间灵活，不影响本职工作。"
        requirements={[
          '持有一级注册造价工程师证书（或原全国注册造价工程师证书），证书在有效注册期内；',
          '从事工程造价相关工作 8 年及以上，具有编制或审核招标控制价、投标报价、结算的丰富经验；',
          '熟悉《建设工程工程量清单计价标准》及所在省份的计价依据，精通至少一个专业（房屋建筑、装饰、安装、市政、园林等）；',
          '严谨细致，遵守职业道德，能够对所接触的数据严格保密；',
          '每月可投入不少于 8 小时参与审核工作。',
        ]}
        duties={[
          '对入库项目的工程特征、清单项目与造价数据进行专业审核，识别并标注异常数据；',
          '参与单项工程指标、综合单价指标的测算口径与分类体系研讨；',
          '对所在地区的造价水平与价格走势提供专业意见；',
          '参与用户反馈中数据疑问的复核与答复。',
        ]}
        benefits={[
          { title: '审核劳务报酬', text: '按审核工作量与质量结算报酬，按月发放。' },
          { title: '免费会员服务', text: '在库期间免费享有平台 VIP 会员全部数据权益。' },
          { title: '专家身份认证', text: '颁发专家聘书，可在平台专家栏目展示专业简介（本人同意后）。' },
          { title: '行业交流', text: '受邀参加平台组织的专题研讨与行业交流活动。' },
        ]}
        subject="专家招募-姓名-专业-所在城市"
        materials={['个人简历（含主要业绩项目）', '注册造价工程师证书扫描件', '擅长专业及可投入时间说明']}
        other={{ text: '熟悉专业分包或劳务价格？', label: '查看价格专家招募', href: aboutRoutes.recruitingExperts2() }}
      />
    </AboutLayout>
  );
}
