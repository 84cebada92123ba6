/**
 * Tiny scripts inlined into every HTML page, before the app bundle:
 * - the colour-mode script sets data-theme before first paint (no flash);
 * - it also hides a dismissed announcement bar before paint;
 * - the path-prefix check shows a banner when the app bundle never ran.
 * They are generated from the config so keys are spelled once.
 */
import { site } from '../config/site'
import { BOOT_FLAG } from './bootFlag'

export function colorModeScript(): string {
  const k = site.storageKeys
  const bar = site.announcementBar
  return `(function(){var h=document.documentElement,s=null;
try{s=window.localStorage}catch(e){}
function g(k){try{return s?s.getItem(k):null}catch(e){return null}}
var c=g(${JSON.stringify(site.colorMode.storageKey)});
if(c!=='light'&&c!=='dark')c=${JSON.stringify(site.colorMode.defaultMode)};
var d=c;if(c==='system'){d='light';try{if(window.matchMedia('(prefers-color-scheme: dark)').matches)d='dark'}catch(e){}}
h.setAttribute('data-theme',d);h.setAttribute('data-theme-choice',c);
${bar ? `var i=g(${JSON.stringify(k.announcementId)});if(i===null)i=g(${JSON.stringify(k.announcementIdLegacy)});
h.setAttribute('data-announcement-dismissed',String(i===${JSON.stringify(bar.id)}&&g(${JSON.stringify(k.announcementDismissed)})==='true'));` : ''}
})();`
}

export { BOOT_FLAG }

/**
 * When the app bundle does not run (it is requested from the wrong path when
 * the site is served under another prefix), say so and suggest the prefix.
 */
export function pathPrefixCheckScript(): string {
  return `window.addEventListener('load',function(){setTimeout(function(){
if(window.${BOOT_FLAG})return;
var p=location.pathname;if(p.charAt(p.length-1)!=='/')p+='/';
var b=document.createElement('div');b.id='path-prefix-banner';b.setAttribute('role','alert');
b.style.cssText='position:fixed;top:0;left:0;right:0;z-index:1000;padding:12px 16px;background:#fff4e5;color:#5f370e;border-bottom:2px solid #b45309;font:16px/1.5 system-ui,sans-serif';
var t='This site did not load properly. A common cause is a wrong path prefix: the site is built for '+${JSON.stringify(site.pathPrefix)}+', but it is being served from '+p+'. Try building it with the path prefix '+p+' (pathPrefix in gatsby-config and gatsby build --prefix-paths).';
b.appendChild(document.createTextNode(t));document.body.insertBefore(b,document.body.firstChild);
},0)});`
}
