import { LuUsers } from 'react-icons/lu';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { aboutRoutes } from '../shared/routes';

export default defineClientPlugin({
  manifest,
  routes: [
    { path: aboutRoutes.about.pattern, title: '关于我们', load: () => import('./views/AboutPage') },
    { path: aboutRoutes.contact.pattern, title: '联系我们', load: () => import('./views/ContactPage') },
    { path: aboutRoutes.statement.pattern, title: '免责声明', load: () => import('./views/StatementPage') },
    { path: aboutRoutes.copyrights.pattern, title: '版权声明', load: () => import('./views/CopyrightsPage') },
    { path: aboutRoutes.agreement.pattern, title: '用户协议', load: () => import('./views/AgreementPage') },
    { path: aboutRoutes.privacy.pattern, title: '隐私政策', load: () => import('./views/PrivacyPage') },
    { path: aboutRoutes.recruitingExperts.pattern, title: '专家招募', load: () => import('./views/RecruitingExpertsPage') },
    { path: aboutRoutes.recruitingExperts2.pattern, title: '价格专家招募', load: () => import('./views/RecruitingExperts2Page') },
    { path: aboutRoutes.redirectToNew.pattern, title: '网站升级', load: () => import('./views/RedirectToNewPage') },
  ],
  contributions: {
    // Fills an empty cell of the last row of the home page's columns.
    'home.columnCard': [
      {
        id: 'about.recruiting',
        order: 1000,
        kind: 'invitation',
        title: '招募数据审核专家',
        text: '诚邀注册造价工程师及劳务、分包价格专家加入专家库，共建可信的造价指标体系。',
        icon: LuUsers,
        tint: { bg: 'rgba(255,255,255,0.16)', fg: 'white' },
        route: aboutRoutes.recruitingExperts(),
        action: '了解详情',
      },
    ],
  },
});
