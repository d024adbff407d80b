import { LuGraduationCap } from 'react-icons/lu';
import { defineDialog } from '@kernel/client/dialogs';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { StudyDialogs } from '../shared/dialogs';
import { studyRoutes } from '../shared/routes';
import { StudyApi, StudyStore } from './tokens';

/**
 * The API and the store (with their @inject constructors) live in one lazy chunk loaded with the
 * page or a dialog; this entry (on the site's first load) holds the route, the dialogs' loaders and
 * the side widget's entry only.
 */
const services = lazyServices('study', () => import(/* webpackChunkName: "study-services" */ './services'));

export const studyModule = services.module((bind) => {
  bind<StudyApi>(StudyApi, (m) => m.HttpStudyApi);
  bind<StudyStore>(StudyStore, (m) => m.MobxStudyStore);
});

/** 学习专区. */
export default defineClientPlugin({
  manifest,
  module: studyModule,
  routes: [
    {
      path: studyRoutes.index.pattern,
      title: '学习专区',
      access: 'public',
      load: services.withServices(() => import(/* webpackChunkName: "page-study" */ './views/StudyPage')),
    },
  ],
  dialogs: [
    defineDialog({ id: StudyDialogs.reader, load: services.withServices(() => import(/* webpackChunkName: "study-dialogs" */ './views/ReaderDialog')) }),
    defineDialog({ id: StudyDialogs.video, load: services.withServices(() => import(/* webpackChunkName: "study-dialogs" */ './views/VideoPlayerDialog')) }),
  ],
  contributions: {
    // The side widget's 学习专区 (shown while this plugin serves the page).
    'shell.sideEntry': [{ id: 'study', order: 30, text: '学习专区', icon: LuGraduationCap, route: studyRoutes.index() }],
  },
});

export { StudyApi, StudyStore } from './tokens';
/** For tests and tools: loads the implementations without a page. */
export const loadServices = services.load;
