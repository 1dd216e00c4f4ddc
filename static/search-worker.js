// The computer player's Web Worker (src/ui/services/search_worker.rs), started by a table as a
// module worker. Its first message is the table's own: the URL of the table's JavaScript and the
// wasm module the page already compiled. It instantiates that module (nothing is downloaded: the
// browser has the script, and the module is handed over compiled) and calls the table's
// `serve_search`, which answers the page's questions from then on. If that fails, the error
// reaches the page as the worker's error event, and the page searches itself.
self.onmessage = (event) => {
  self.onmessage = null;
  const { script, module } = event.data ?? {};
  import(script)
    .then((table) => {
      table.initSync({ module });
      table.serve_search();
    })
    .catch((error) => {
      setTimeout(() => {
        throw error;
      });
    });
};
