import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest, PAGES } from '../manifest';

export default defineClientPlugin({
  manifest,
  routes: [
    { path: PAGES.about, title: '关于我们', load: () => import('./views/AboutPage') },
    { path: PAGES.contact, title: '联系我们', load: () => import('./views/ContactPage') },
    { path: PAGES.statement, title: '免责声明', load: () => import('./views/StatementPage') },
    { path: PAGES.copyrights, title: '版权声明', load: () => import('./views/CopyrightsPage') },
    { path: PAGES.recruitingExperts, title: '专家招募', load: () => import('./views/RecruitingExpertsPage') },
    { path: PAGES.recruitingExperts2, title: '价格专家招募', load: () => import('./views/RecruitingExperts2Page') },
    { path: PAGES.redirectToNew, title: '网站升级', load: () => import('./views/RedirectToNewPage') },
  ],
});
