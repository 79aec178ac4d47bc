// A style sheet imported with `?inline` (vite): its CSS text, for a page that puts it in a <style> itself.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
