import { hostname } from 'node:os'

/** This process among the deployment's instances, as logs, runs and metrics name it. */
export const INSTANCE = `${hostname()}:${process.pid}`
