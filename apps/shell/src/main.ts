// The bootstrap is a separate chunk so shared modules are negotiated before React loads.
import('./bootstrap').catch((error) => console.error(error));

// While the start-up's chunks download, the main thread waits. The browser loads its locale data
// (ICU) now, in a task of its own, rather than inside the first render: react-intl's first check of
// the page's locale pays 15–20 ms for it, four times that on a mid-range phone.
setTimeout(() => {
  try {
    Intl.NumberFormat.supportedLocalesOf(document.documentElement.lang);
  } catch {
    // A page without a valid language: the first formatter pays for the data instead.
  }
});
