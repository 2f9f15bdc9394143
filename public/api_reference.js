// Starts Swagger UI on the /api/docs page over the document its <main> names.
const root = document.getElementById('api-reference')
window.SwaggerUIBundle({
  url: root.dataset.document,
  domNode: root,
  deepLinking: true,
  tryItOutEnabled: false,
})
