/** /about: the same page as /aboutus (its canonical URL is /aboutus, so search engines index one). */
export { default, getStaticProps } from './aboutus';
