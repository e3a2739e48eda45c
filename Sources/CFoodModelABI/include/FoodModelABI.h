// The C interface of LunchBox's on-device food model and scene-text reader
// (Sources/CFoodModel, a shared library over Debian's OpenCV DNN). The app loads that
// library with dlopen on the first photo, so a server that never scans never maps
// OpenCV; these typedefs are what it casts the looked-up symbols to, and CFoodModel
// includes this header, so the two sides cannot disagree on a signature without a
// compile error.
#ifndef LUNCHBOX_FOOD_MODEL_ABI_H
#define LUNCHBOX_FOOD_MODEL_ABI_H

#include <stddef.h>

#ifndef __clang__
#define _Nullable
#define _Nonnull
#endif

#ifdef __cplusplus
extern "C" {
#endif

/// A loaded network; used from one thread at a time.
typedef struct lunchbox_food_model lunchbox_food_model;

/// Reads the ONNX file, for square RGB input of `input_size` pixels. NULL on failure,
/// with the reason in `error`.
typedef lunchbox_food_model *_Nullable (*lunchbox_food_model_load_fn)(
    const char *_Nonnull path, int input_size, char *_Nonnull error, size_t error_size);

/// Runs one RGB image (8 bits a channel, rows packed, `width` x `height`; resized to the
/// input size here) and writes the class scores (logits) and the pooled features.
/// 0 on success; otherwise -1, with the reason in `error`.
typedef int (*lunchbox_food_model_run_fn)(
    lunchbox_food_model *_Nonnull model, const unsigned char *_Nonnull rgb, int width, int height,
    float *_Nonnull logits, int logit_count, float *_Nonnull features, int feature_count,
    char *_Nonnull error, size_t error_size);

typedef void (*lunchbox_food_model_free_fn)(lunchbox_food_model *_Nullable model);

/// The scene-text reader: PP-OCRv4's text detector and recogniser (scripts/setup rewrites
/// them for OpenCV 4.6). Used from one thread at a time.
typedef struct lunchbox_text_reader lunchbox_text_reader;

/// Reads the detector and `count` recognisers: `recognisers[i]` reads 1x3x48x`widths[i]`
/// (a step every 8 pixels); each piece of text is read by the narrowest that holds it.
/// NULL on failure, with the reason in `error`.
typedef lunchbox_text_reader *_Nullable (*lunchbox_text_reader_load_fn)(
    const char *_Nonnull detector, const char *_Nonnull const *_Nonnull recognisers, const int *_Nonnull widths, int count,
    char *_Nonnull error, size_t error_size);

/// Finds the text in one RGB image (8 bits a channel, rows packed; the detector sees it
/// with its longer side at `detector_side` pixels, a multiple of 32 up to 2048, and keeps
/// a network for each side it is asked for, made again when the photo's shape changes) and reads at most `capacity` regions,
/// the tallest first. For region i: `boxes[4i...4i+3]` are its left, top, width and height
/// as fractions of the image; `labels[i * steps + t]` and `probabilities[i * steps + t]`
/// are the recogniser's likeliest class at step t (0 is CTC's blank; class c is line c of
/// the keys file, the last class a space) and its probability. Answers the number of
/// regions; -1 on failure, with the reason in `error`. `steps` is the widest recogniser's
/// (its width / 8): a region read by a narrower one has blanks after its own steps.
typedef int (*lunchbox_text_reader_read_fn)(
    lunchbox_text_reader *_Nonnull reader, const unsigned char *_Nonnull rgb, int width, int height, int detector_side, int threads,
    float *_Nonnull boxes, int *_Nonnull labels, float *_Nonnull probabilities, int capacity, int steps, char *_Nonnull error,
    size_t error_size);

typedef void (*lunchbox_text_reader_free_fn)(lunchbox_text_reader *_Nullable reader);

#define LUNCHBOX_TEXT_READER_LOAD "lunchbox_text_reader_load"
#define LUNCHBOX_TEXT_READER_READ "lunchbox_text_reader_read"
#define LUNCHBOX_TEXT_READER_FREE "lunchbox_text_reader_free"

#define LUNCHBOX_FOOD_MODEL_LOAD "lunchbox_food_model_load"
#define LUNCHBOX_FOOD_MODEL_RUN "lunchbox_food_model_run"
#define LUNCHBOX_FOOD_MODEL_FREE "lunchbox_food_model_free"

#ifdef __cplusplus
}
#endif

#endif
