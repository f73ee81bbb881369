/** The CMS home: loaded on demand by the shell's home page, after its server-rendered frame. */
export { HomeCmsEntry as default } from './components/home-cms-entry';
/** One CMS block by its type: the landing pages are built of the home's blocks. */
export { CmsBlockView } from './components/cms-block-view';
