/*
| First step of `npm run dev` (npm runs scripts on any Node): plain
| JavaScript that stops with one line when the Node running it is not 24,
| before the TypeScript loader fails with ERR_UNKNOWN_FILE_EXTENSION.
| `npm install` is stopped by `engine-strict` in .npmrc.
*/
const [major] = process.versions.node.split('.')
if (major !== '24') {
  console.error(
    `Node 24 is needed, this is Node ${process.versions.node}: install it with \`nvm install 24\` or from https://nodejs.org`
  )
  process.exit(1)
}
