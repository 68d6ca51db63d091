import axios, {
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type GenericAbortSignal,
  type InternalAxiosRequestConfig,
} from 'axios';
import { takeEarlyCall } from '@/api/early/early-calls';

function unlessAborted<T>(answer: Promise<T>, config: InternalAxiosRequestConfig): Promise<T> {
  const signal: GenericAbortSignal | undefined = config.signal;
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new CanceledError(undefined, undefined, config));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener?.('abort', onAbort);
    answer.then(resolve, reject).finally(() => signal.removeEventListener?.('abort', onAbort));
  });
}

/**
 * Sends the call, or answers a GET from the call the entry asked for it already with the same token
 * (early-calls.ts). An early call that did not succeed is sent again: errors and the 401 refresh are the
 * client's as ever.
 */
export const earlyCallAdapter: AxiosAdapter = async (config) => {
  const send = axios.getAdapter(axios.defaults.adapter);
  const authorization = AxiosHeaders.from(config.headers).get('Authorization')?.toString();
  const early = config.method === 'get' ? takeEarlyCall(axios.getUri(config), authorization) : null;
  const answer = early ? await unlessAborted(early, config) : null;
  if (!answer) return send(config);
  return { ...answer, headers: AxiosHeaders.from(answer.headers), config, request: null };
};
