/** The CMS home: loaded on demand by the shell's home page, after its server-rendered frame. */
export { HomeCmsEntry as default } from './components/home-cms-entry';
