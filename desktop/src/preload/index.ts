/**
 * The sandboxed preload: exposes exactly one object, `window.studio`, built from the shared channel list.
 * Built as CommonJS (a sandboxed preload cannot be an ES module).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { bridgeFrom, type StudioBridge } from '../shared/bridge.ts';

const studio = bridgeFrom((channel, args) => ipcRenderer.invoke(channel, ...args)) satisfies StudioBridge;

contextBridge.exposeInMainWorld('studio', studio);
