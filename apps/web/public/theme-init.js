// Applies the saved theme before the first paint, so a dark-mode visitor never sees a white flash.
// Same key, JSON shape and colours as src/shared/theme/theme-store.ts: keep the two in step.
(function () {
  try {
    var saved = JSON.parse(localStorage.getItem('theme-storage') || 'null');
    var theme = saved && saved.theme === 'dark' ? 'dark' : 'light';
    if (theme === 'dark') {
      document.documentElement.classList.add('dark');
      var meta = document.querySelector('meta[name="theme-color"]');
      if (meta) meta.setAttribute('content', '#17120e');
    }
  } catch (e) {}
})();
