export * from './types';
export { aboutIntro, aboutSections } from './about';
export { termsSections, privacySections } from './terms';
