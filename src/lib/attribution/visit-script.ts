import { memoizeAsync } from "../memoize-async";
import { scriptHashes } from "../security/script-hashes";
import {
  CLICK_ID_KINDS,
  UTM_PARAMETERS,
  VISIT_SOURCE_BOUNDS,
  VISIT_SOURCE_FIELD_PREFIX,
  type VisitSourceKey,
  visitSourceField,
} from "./visit-source";

/**
 * The few lines every public page runs, inline, to carry a visit's source to a lead form
 * without a cookie (decision 200). On the first page of a visit, and whenever a visit arrives
 * from another site or with campaign tags, it keeps in the tab's session storage: the page,
 * the referring site's host, the tags and which ad-click parameter was present. When a form
 * that carries the source fields is read into FormData (its "formdata" event: the lead forms
 * post with JavaScript that way), it writes what it kept into them, with this page as the
 * form's page. Values over their bounds are left out here as on the server, so that a forged
 * address cannot swell a form past its size limit. Without session storage nothing happens.
 */

const STORAGE_KEY = "visit-source";

const field = (key: VisitSourceKey) => JSON.stringify(visitSourceField(key));

export const VISIT_SCRIPT = `(()=>{try{\
const s=sessionStorage,u=new URL(location.href),q=u.searchParams,\
b=(v,n)=>v&&v.length<=n?v:"";\
let r="";try{r=new URL(document.referrer).host}catch{}\
if(r===location.host)r="";\
const c=${JSON.stringify(CLICK_ID_KINDS)}.find(n=>q.has(n))||"",t=${JSON.stringify(UTM_PARAMETERS)};\
if(r||c||t.some(n=>q.has(n))||!s.getItem("${STORAGE_KEY}")){\
const v={landing_page:b(u.pathname,${VISIT_SOURCE_BOUNDS.path}),referrer_host:b(r,${VISIT_SOURCE_BOUNDS.host}),click_id_kind:c};\
for(const n of t)v[n]=b(q.get(n),${VISIT_SOURCE_BOUNDS.tag});\
s.setItem("${STORAGE_KEY}",JSON.stringify(v))}\
document.addEventListener("formdata",e=>{try{\
const d=e.formData;if(!d.has(${field("form_page")}))return;\
const v=JSON.parse(s.getItem("${STORAGE_KEY}")||"{}");\
for(const n in v)d.set(${JSON.stringify(VISIT_SOURCE_FIELD_PREFIX)}+n,v[n]);\
d.set(${field("form_page")},b(location.pathname,${VISIT_SOURCE_BOUNDS.path}))}catch{}},true)\
}catch{}})()`;

/** The policy source that admits the script on pages rendered with a nonce (the lead forms' pages). */
export const visitScriptHash = memoizeAsync(async () => (await scriptHashes(`<script>${VISIT_SCRIPT}</script>`))[0]!);
