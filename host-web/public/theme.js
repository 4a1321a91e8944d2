// The learner's stored colour theme (local storage `theme`: dark, light, or absent for the
// system's), put on the page root before the first paint: a page the server drew is shown
// before the app's script runs, and a dark one must not flash light. The app's theme module
// (src/delivery/shell/theme.ts) takes over from here.
try {
  var theme = localStorage.getItem('theme');
  if (theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)) {
    document.documentElement.classList.add('dark');
  }
} catch (error) {
  // No storage (a private window) or no matchMedia: the light theme stands until the app starts.
}
