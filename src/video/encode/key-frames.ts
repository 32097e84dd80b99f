import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';

/**
 * The times, in seconds, of a video's key frames, read from its container's index (no frame
 * is decoded). Empty when the container cannot be read so: the video is still decoded by
 * ffmpeg, only its segments are split without them.
 */
export async function keyFrameTimes(bytes: Uint8Array): Promise<number[]> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track) return [];
    const sink = new EncodedPacketSink(track);
    const options = { metadataOnly: true };
    const times: number[] = [];
    let packet = await sink.getFirstPacket(options);
    if (packet && packet.type !== 'key') packet = await sink.getNextKeyPacket(packet, options);
    while (packet) {
      times.push(packet.timestamp);
      packet = await sink.getNextKeyPacket(packet, options);
    }
    return times;
  } catch {
    return [];
  } finally {
    input.dispose();
  }
}
