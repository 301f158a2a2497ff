import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Buffer } from 'node:buffer';

/*
 * Real and built recordings for the wish upload tests, as text (no binary fixture lives in git).
 * The WebM and the MP4 are what Chromium's MediaRecorder wrote for half a second of an oscillator
 * (audio/webm;codecs=opus and audio/mp4), which is what the upload page sends; Ogg and MP3 are built
 * frame by frame below.
 */

/** Chromium MediaRecorder, audio/webm;codecs=opus: a live stream (segment and clusters of unknown size). */
/**
 * What Chromium's MediaRecorder wrote from a fake microphone over ~3 s (the Playwright wish test's
 * recording): live WebM, unknown-size segment and clusters, Opus; music-metadata throws on it.
 */
export const chromiumLiveWebm = (): Buffer =>
  readFileSync(path.join(import.meta.dirname, 'fixtures/chromium-fake-mic-live.webm'));

export const chromiumWebm = (): Buffer =>
  Buffer.from(
    'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAAsEEU2bdLlNu4tTq4QVSalmU6yBbk27i1OrhBZU' +
      'rmtTrIGTTbuLU6uEH0O2dVOsgddNu4xTq4QcU7trU6yCCvLsrgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAVSalmoCrXsYMPQkBEiYREB6I9TYCGQ2hyb21lV0GGQ2hyb21lFlSua7+uvdeBAXPFh6o6vwR+XV+DgQKGhkFfT1BV' +
      'U2Oik09wdXNIZWFkAQIAAIC7AAAAAADhjbWERzuAAJ+BAmJkgSAfQ7Z1AQAAAAAACg/ngQCjQUiBAACA/4OaVn9XEE0jzV6sTOo2' +
      'RieZdlqjddPoiGidCoEAdz48kukEvC2TefeDgH6go2mjQ3bx38FZdUXlbAoAes6J7W3tZCTnrIc6kKVdCJwPnzaXjjRO6KmbkrWH' +
      'dTwGI8gB4zjH011zPBCY6SHnWFEDijqEKVS7x9R0SzsYH5rhFl30MLfLlSScII9Ljs+Yx9+yWF2oD2A///XxfrCtv5CsnXxft9+d' +
      'KqkbAXc8P339DA6cXKKcOFOEpBQ0S2ARqrpTnoDxPCh2cEZ2BY1wtNMSkGQr79gvI6arUoAlbJ41WljezMs8JLvV0HREwJ7eWfkp' +
      'fpeTrqrWRlfFJXfNpak4gNJaLFc0f8k0QnQmSAmrFHsEOEro6ywdKhysIWYoeV9s0GpRYtc2UVOCfHxgWOaXaaIdudvehcn2YkIu' +
      'lwcsWgWh+Deuo0D2gQA9gP8DqrFKBXVvPtbj0B/ei5lONYTyDmF6F4L7p3Kmg8ZwRMpu8BLNLF1p7qT5JqwtlLMLVVFopltl+da6' +
      'I5YgfZSsA/2xTDCmZw6eSv0B+2ABya6q1rti+ZdY8Q9U5/jTnxK1epH9elSFR1mLTaCtq649/YDxCMAJHZYWNyUmDnmC33vcznKd' +
      'GDLqAb11ImBK3ZIfamcIM2Kh6NNHXe2yVE+BrqrWu2L5l14t0Lewnq5IpmKOzjNAO1817/12hrpYcHwsflk0jGUzgnSGZyNFixY/' +
      'E5G9LivfZ2e7SQbhgfMJ5OaJYVnPkC7VV3r+JWkkk+2uo0D2gQB4gP8DqrFKBo125bdW13j79NxTMhinFBIGkGkEdtl0DzpIkUvJ' +
      'mPITmO3pTmwFBUeOUxHBq0/at/J7eIyrHTkycduGx8i06zUWcw95gS2l+TaBk66q34SrYsBkgrnBGBi4M0/5+VD7+UB0Bvz1PViD' +
      'a6cojsclde+1YUJ1yhmESioVDr39Ni/n/IULWaxzTwFqQ7Lq+9C5PsxIRdL7fxTdoJLJrqqxSgV1bz7W49AW13J4/rFeQaZv2IOI' +
      'G2Bin47bEL/KG7QHTzwtyErQIq5w3HXqzQ7jLbzqU6DzrpVHiUcTDau72hBjFNbwsZMfgftgAduuo0D2gQC1gP8Dqta7YvmXWPEP' +
      'VOf4058StXqR/XpUhUdZi02f2q1DLPpI8QjACR2WFjclJg55gt973M5ynRgy6gG9dSJgSt2SH2pnCDNioejTqZ/tslRPga6q1rti' +
      '+ZduE3gvJ8AWIJNM1DIku6sZMY7U2HiTikCtFTBEUCyZsmst3hmcA3IkGkiNscDovSTPdpINswPmE8nNEylZz5Auw416/iVpJJPt' +
      'rqqxSgaNduW3Vtd4+/TcUzIYpxQSBpBpBHbZdA86SI7c+KLyE5jt6U5sBQVHjlMRwatP2rfye3iMqx05MnHbhsfItOs1FnMPezZd' +
      'pfk2gZOuo0D2gQDwgP8Dqt+Eq2LAZWl7TgjMc3lSdweYPQeG+G9Ad2gBLBmsvf0dxpdhhXFQupy+RvHkYmD+pF517wEBLzosc0Rb' +
      'wEOy6vvQuT7MSEXSvBsU3aCSya6qsUoFdW8+1uPQH96LmU41hPIOYXoXgvunco0TueDYRibwEs0sXWnupPkmrC2UswtVUWimW2X5' +
      '1rojliB9lKwD/bFMMKZnDp8HfQH7YAHJrqrWu2L5l1oGUGDziBMl7O1C5MlCk/k+SgVJq2KE71ueeyTfHRMaG/eE+ttgLyp570P1' +
      'BQR+JheDeupEwJW7JD7UzhBmwqHo06mb7bJUT4Guo0D2gQEtgP8Dqta7YvmXXi3Qt7CerkimYo7OM0A7XzXv/XaGulhXTOp+WTSM' +
      'ZTOCdIZnI0WLFj8Tkb0uKBFfZ7tJBtmB8wnk5olhWc+QLvTHev4laSST7a6qsUoGjXblt1bXePv03FMyGKcUEgaQaQR22XQN7wCh' +
      'YfPurnoZbEsfjgTdzrXybdWcyVMu6zJRbKsdOTJx24bHw6zrNRZzD3s2XaX5NoGTrqrfhKtiwGSCucEYGLgzT/n5UPv5QHQG/PU9' +
      'WINrpykfbE1177VhQnXKGYRKKhUOvf02L+f8hQtZrHNPAWpDsur70Lk+zEhF0rwbFN2gksmuo0D2gQFogP8DqrFKBXVvPtbj0BbX' +
      'cnj+sV5Bpm/Yg4gbYGKfjtsQvn9BJAdPPC3IStAirnDcderNDuMtvOpToPOulUeJRxMNq7vaEGMU1vCxN9+B+2AB266q1rti+ZdY' +
      '8Q9U5/jTnxK1epH9elSFR1mLTZ/arUMs+kjxCMAJHZYWNyUmDnmC33vcznKdGDLqAb11ImBK3ZIfamcIM2Kh6NOpm+2yVE+BrqrW' +
      'u2L5l24TeC8nwBYgk0zUMiS7qxkxjtTYeJOKK3t1MERQLJmyay3eGZwDciQaSI2xwOi9JM92kg2zA+YTyc0TKVnPkC70x3r+JWkk' +
      'k+2uo0D2gQGmgP8DqrFKBo125bdW13j79NxTMhinFBIGkGkEdtl0De8AoWHz7q56GWxLH44E3c618m3VnMlTLusyUWyrHTkycduG' +
      'x8Os6zUWcw97Nl2l+TaBk66q34SrYsBlaXtOCMxzeVJ3B5g9B4b4b0B3aAEsGay9/R3Gl2GFcVC6nL5G8eRiYP6kXnXvAQEvOixz' +
      'RFvAQ7Lq+9C5PsxIRdK8GxTdoJLJrqqxSgV1bz7W49Af3ouZTjWE8g5heheC+6dyjRO54NhGJvASzSxdae6k+SasLZSzC1VRaKZb' +
      'ZfnWuiOWIH2UrAH9sUwwpmcOnwd9AftgAcmuo0D2gQHhgP8Dqta7YvmXWgZQYPOIEyXs7ULkyUKT+T5KBUmrYoTvW557JN8dExob' +
      '94T622AvKnnvQ/UFBH4mF4N66kTAlbskPtTOEGbCoejTqZvtslRPga6q1rti+ZdeLdC3sJ6uSKZijs4zQDtfNe/9doa6U5YK6n5Z' +
      'NIxlM4J0hmcjRYsWPxORvS4oEV9nu0kG2YHzCeTmiWFZz5Au9Md2AiVpJJPtrqqxSgaNduW3Vtd4+/TcUzIYpxQSBpBpBHbZdA3v' +
      'AKFh8+6uehlsSx+OBN3OtfJt1ZzJUy7rMlFsqx05MnHbhsfDrOs1FnMPezZdpfk2gZOuo0D2gQIegP8Dqt+Eq2LAZIK5wRgYuDNP' +
      '+flQ+/lAdAb89T1Yg2unKR9sTXXvtWFCdcoZhEoqFQ69/TYv5/yFC1msc08BakOy6vvQuT7MSEXSvBsU3aCSya6qsUoFdW8+1uPQ' +
      'FtdyeP6xXkGmb9iDiBtgYp+O2xC+f0EkB088LchK0CKucNx16s0O4y286lOg866VR4lHEw2ru9oQYxTW8LE334H7YAHbrqrWu2L5' +
      'l1jxD1Tn+NOfErV6kf16VIVHWYtNn9qtQyz6SPEIwAkdlhY3JSYOeYLfe9zOcp0YMuoBvXUiYErdkh9qZwgzYqHo06mb7bJUT4Gu' +
      'HFO7a427i7OBALeG94EB8YHX',
    'base64',
  );

/** Chromium MediaRecorder, audio/mp4 (Opus in fragmented MP4). */
export const chromiumMp4 = (): Buffer =>
  Buffer.from(
    'AAAAJGZ0eXBpc29tAAACAGlzb21pc282aXNvMnZwMDltcDQxAAACXW1vb3YAAAB4bXZoZAEAAAAAAAAA5yjSFgAAAADnKNIWAAAD' +
      '6AAAAAAAAAIzAAEAAAEAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAIAAAG1dHJhawAAAGh0a2hkAQAAAwAAAADnKNIWAAAAAOco0hYAAAABAAAAAAAAAAAAAAIzAAAAAAAAAAAA' +
      'AAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABRW1kaWEAAAAsbWRoZAEAAAAAAAAA' +
      '5yjSFgAAAADnKNIWAAC7gAAAAAAAAAIzVcQAAAAAAC1oZGxyAAAAAAAAAABzb3VuAAAAAAAAAAAAAAAAU291bmRIYW5kbGVyAAAA' +
      'AORtaW5mAAAAEHNtaGQAAAAAAAAAAAAAACVkaW5mAAAAHWRyZWYAAAAAAAAAAQAAAA11cmwgAAAAAQAAAACnc3RibAAAABBzdHNj' +
      'AAAAAAAAAAAAAAAQc3R0cwAAAAAAAAAAAAAAFHN0c3oAAAAAAAAAAAAAAAAAAAAQc3RjbwAAAAAAAAAAAAAAW3N0c2QAAAAAAAAA' +
      'AQAAAEtPcHVzAAAAAAAAAAEAAAAAAAAAAAACABAAAAAAu4AAAAAAABRidHJ0AAAAAAAAAAAAAAAAAAAAE2RPcHMAAg8AAAC7gAAA' +
      'AAAAAChtdmV4AAAAIHRyZXgAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAAAAACsbW9vZgAAABBtZmhkAAAAAAAAAAEAAACUdHJhZgAA' +
      'ABR0ZmhkAAIAIAAAAAECAAAAAAAAFHRmZHQBAAAAAAAAAAAAAAAAAABkdHJ1bgEAAwEAAAAKAAAAtAAAC4AAAAFEAAALBgAAAPIA' +
      'AAuNAAAA8gAACwEAAADyAAALiAAAAPIAAAsEAAAA8gAAC4cAAADyAAALAAAAAPIAAAuDAAAA8gAAA/AAAADyAAAJzm1kYXT/g5pW' +
      'tUpU4XQzP20y3b2Zm6mMr7sWsvQgqEcCUZIk9pQ8rzMJ84iPzIMT6dWpbsDIyW7hIFACjpsdukjJi/cydAI4hqzcLCRxyEJ7pQAu' +
      '+be0Q59JzuRK5HUqAT/k2Zv6OUYZYpksYfZJl97ELqUNdrL0IxHpy71xRJtWfo4lBXBv7HUTR3RtVCzwnRk6DOF9Zi4Fv6hS/19a' +
      'rQfhbbAux3eMO+wLNy/9e430gtz31UkgEkNJ1JyNCRlP2lCPCdt9p2URs56VgdHTYlN3kecADSX9WpUNZZ3jjcnzTsNkGlTaIaX+' +
      'zF5VzyzYX1YcL9toEluuqta7YvmXWgZFsR+xtAnsfw0poQz7j7g/eD4xYOpWnuctIE1EYiFRD4/pqgJmiGq8snvvbZQU+AN66kTA' +
      'lbskPtTOEGbCoejSu3ntaBRPga7/A6rWu2L5l14tyzkBi0PlyDqCvC/3Vh5hvQJBslId1u/1b2aflwZNEea2ejymE7geXHCQC3RD' +
      'lh7tI79PdcYTycETKVnPkC7qOXgyJWkkk+2uqrFKBo125bdW13jYdSKsa4e3vvxxOBN/ET8t+ojIXY2kq0Yo9Uss0QpHwK/9mj3J' +
      'tM8YzraKidpL0CCpyZOO38Os6zUWcw97112l+TaBk66q34SrYsBkgrnBFLFvlM+VOqOVOpKZKU1AQgqHQHgnDd/kHOJabVPC00oj' +
      'NsjEeVOW8Qq06Wqgd6xzTwFqQ7Lq+9C5PsxIRdKC2xTdoJLJrv8DqrFKBXVvPtbj0B/ei5lONYTyDmF6F4L7p3KNE7k0T+eSGcvb' +
      'T1HB0FnaJHFCXhxCtGHHR6kMTgZ5P94gfZSsA/2xTDCmZw6eJHUB+2AB266q1rti+ZdY8Q9U5/jTnxK1epH9elSFR1mLTZ/ZDC1s' +
      'SELxCMAJHZYWNyUmDnmC33vcznKdGDLqAb11ImBK3ZIfamcIM2Kh6NJlXe2yVE+BrqrWu2L5l24TeC8ntts67GrUOsuuEVcVa2XL' +
      'hMrdNF3u9pIMv96F2YCmhwgXR/YBPltfqQ8sho92kg2zA+YTyc0TKVnPkC70x3YCJWkkk+2u/wOqsUoGjXblt1bXePv03FMyGKcU' +
      'EgaQaQR22XQN7wChXlcmrnoZbEsfjgTdzrXybdWcyVMu6zJRbKsdOTJx24bHw6zrNRZzD3o7LaX5NoGTrqrfhKtiwGVpe04IzHN5' +
      'UncHmD0HhvhvQHdoAU0PPzHsP7WGRUvAhVmiq+sc2PUGXTL0J4mxaqcuLHNEW8BDsur70Lk+zEhF0rwbFN2gksmuqrFKBXVvPtbj' +
      '0B/ei5lONYTyDmF6F4L7p3KNE7nf2gyM8BLNLF1p7qT5JqwtlLMLVVFopltl+da6I5YgfZSsA/2xTDCmZw6fKP0B+2ABya7/A6rW' +
      'u2L5l1oGUGDziBMl7O1C5MlCk/k+SgVJq2KE72qK1STfHRMaG/eE+ttgLyp570P1BQR+JheDeupEwJW7JD7UzhBmwqHo0mVb7bJU' +
      'T4Guqta7YvmXXi3LOQGLQ+rmPViMsBeRupul0E+eDkD7+Cuxf8bghl8stLSoJ0/sIitQvv8JpFfsT3aSDbMD5hPJzRMpWc+QLvTH' +
      'dgIlaSST7a6qsUoGjXblt1bXeNh1Iqxrh7e+/HE4E38RPy36iMhgGPFjRij1SyzRCkfAr/2aPcm0zxjOtoqJ2kvQIKnJk47fw6zr' +
      'NRZzD3s2XaX5NoGTrv8Dqt+Eq2LAZIK5wRSxb5TPlTqjlTqSmSlNQEIKRtzxaf81Z3EIJxtl0x8IonNDmdIAafXqvWmMOMcsc0Rb' +
      'wEOy6vvQuT7MSEXSvBsU3aCSya6qsUoFdW8+1uPQIBQddG/zaqwvarivitoQztZKRJyT4aUq/8PVUvLttk17Fpj6SC6iQyuqTsfE' +
      'DsyVR4lHEw+ru9oQYxTW8LE334H7YAHbrqrWu2L5l1jxD1Tn+NOfErV6kf16VIVHWYtNn9qtQyz6SPEIwAkdlhY3JSYOeYLfe9zO' +
      'cp0YMuoBvXUiYErdkh9qZwgzYqHo06mb7bJUT4Gu/wOq1rti+ZduE3gvJ7bbOuxq1DrLrhFXFWtly4TQEhS1W/fSImMZuF4rRcHJ' +
      'TDOKvs1Tj7qVrRjPdpINswPmE8nNEylZz5Au9Md2AiVpJJPtrqqxSgaNduW3Vtd4+/TcUzIYpxQSBpBpBHbZdA3vAKFh8+6uehls' +
      'Sx+OBN3OtfJt1ZzJUy7rMlFsqx05MnHbhsfDrOs1FnMPezZdpfk2gZOuqt+Eq2LAZWl7TgjMc3lSdweYPQeG+G9Ad2gBLBmsvf0d' +
      'xpdhhXFQupy+RvHkYmD+pF517wEBLzosc0RbwEOy6vvQuT7MSEXSvBsU3aCSya7/A6qxSgV1bz7W49Af3ouZTjWE8g5heheC+6dy' +
      'jRO54NhGJvASzSxdae6k+SasLZSzC1VRaKZbZfnWuiOWIH2UrAP9sUwwpmcOnwd9AftgAcmuqta7YvmXWgZQYPOIEyXs7ULkyUKT' +
      '+T5KBUmrYoTvW557JN8dExob94T622AvKnnvQ/UFBH4mF4N66kTAlbskPtTOEGbCoejTqZvtslRPga6q1rti+ZdeLcs5AYtD6uY9' +
      'WIywF5G6m6XQT54OQPv4K7F/xuCGXyy0tKgnT+wiK1C+/wmkV+xPdpINswPmE8nNEylZz5Au9Md2AiVpJJPtrv8DqrFKBo125bdW' +
      '13jYdSKsa4e3vvxxOBN/ET8t+ojIYBjxY0Yo9Uss0QpHwK/9mj3JtM8YzraKidpL0CCpyZOO38Os6zUWcw97Nl2l+TaBk66q34Sr' +
      'YsBkgrnBFLFvlM+VOqOVOpKZKU1AQgpG3PFp/zVncQgnG2XTHwiic0OZ0gBp9eq9aYw4xyxzRFvAQ7Lq+9C5PsxIRdK8GxTdoJLJ' +
      'rqqxSgV1bz7W49AgFB10b/NqrC9quK+K2hDO1kpEnJPhpSr/w9VS8u22TXsWmPpILqJDK6pOx8QOzJVHiUcTD6u72hBjFNbwsTff' +
      'gftgAduu/wOq1rti+ZdY8Q9U5/jTnxK1epH9elSFR1mLTZ/arUMs+kjxCMAJHZYWNyUmDnmC33vcznKdGDLqAb11ImBK3ZIfamcI' +
      'M2Kh6NOpm+2yVE+BrqrWu2L5l24TeC8ntts67GrUOsuuEVcVa2XLhNASFLVb99IiYxm4XitFwclMM4q+zVOPupWtGM92kg2zA+YT' +
      'yc0TKVnPkC70x3YCJWkkk+2uqrFKBo125bdW13j79NxTMhinFBIGkGkEdtl0De8AoWHz7q56GWxLH44E3c618m3VnMlTLusyUWyr' +
      'HTkycduGx8Os6zUWcw97Nl2l+TaBk64=',
    'base64',
  );

const OGG_CRC = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i += 1) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit += 1) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

function oggPage(packets: Buffer[], flags: number, granule: number, sequence: number): Buffer {
  const lacing = packets.flatMap((p) => [
    ...Array<number>(Math.floor(p.length / 255)).fill(255),
    p.length % 255,
  ]);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigInt64LE(BigInt(granule), 6);
  header.writeUInt32LE(0x5eed, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  const page = Buffer.concat([header, Buffer.from(lacing), ...packets]);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ OGG_CRC[((crc >>> 24) ^ byte) & 0xff]) >>> 0;
  page.writeUInt32LE(crc, 22);
  return page;
}

/** Ogg Opus, mono: the two header pages, then `seconds` of 20 ms silent Opus frames. */
export function oggOpus(seconds = 1): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // version
  head[9] = 1; // channels
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48000, 12);
  const vendor = Buffer.from('reeprise-test');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  const frames = Math.round(seconds * 50);
  const silence = Buffer.from([0xf8, 0xff, 0xfe]); // one 20 ms CELT frame of silence
  const pages = [oggPage([head], 0x02, 0, 0), oggPage([tags], 0, 0, 1)];
  for (let start = 0; start < frames; start += 50) {
    const count = Math.min(50, frames - start);
    const last = start + count >= frames;
    pages.push(
      oggPage(Array<Buffer>(count).fill(silence), last ? 0x04 : 0, 312 + (start + count) * 960, pages.length),
    );
  }
  return Buffer.concat(pages);
}

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: `frames` frames of 417 bytes (about 26 ms each) after an ID3v2 tag. */
export function mp3(frames = 40, id3 = true): Buffer {
  const tag = Buffer.alloc(10);
  tag.write('ID3', 0, 'latin1');
  tag[3] = 4;
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([...(id3 ? [tag] : []), ...Array<Buffer>(frames).fill(frame)]);
}
