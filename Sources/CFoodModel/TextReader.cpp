// LunchBox's scene-text reader over Debian's OpenCV DNN: PaddleOCR's PP-OCRv4 text
// detector (DBNet) and recogniser (SVTR-LCNet), rewritten for OpenCV 4.6 by
// scripts/lib/text_model.py. The detector marks where text is; each region, the tallest
// first, is cut out straight (a slanted line as the rotated rectangle around it), cut
// into pieces when longer than the recogniser reads, brought to its 48-pixel height and read. Decoding the
// recogniser's classes into letters (CTC) is left to the caller, which holds the keys.
// The recogniser comes in a few fixed widths (OpenCV 4.6 cannot change a folded graph's
// width); each piece is read by the narrowest that holds it, as its cost grows with width.
#include "FoodModelABI.h"

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <cmath>
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

struct lunchbox_text_reader {
    std::string detector_path;
    // One detector a side, for the shape it last saw: a network keeps the sizes of its
    // upsampling layers from the first image it sees, so a pack's 512 and a receipt's 1024
    // need one each, and a photo of another shape a fresh one (read again from the file).
    std::map<int, std::pair<cv::Size, cv::dnn::Net>> detectors;
    // The recognisers by their input width, the narrowest first.
    std::vector<std::pair<int, cv::dnn::Net>> recognisers;
};

namespace {
constexpr int kLineHeight = 48;
// DBNet's settings as PaddleOCR ships them: a pixel is text above 0.3, a region is kept
// when its mean is above 0.5, and grown by 1.6 times its area over its perimeter (the
// detector marks the shrunken core of each word).
constexpr float kTextThreshold = 0.3f;
constexpr float kRegionThreshold = 0.5f;
constexpr double kUnclipRatio = 1.6;
// How much narrower than its own width a piece may be read (its letters squeezed): the
// recognisers still read a third more than their width, and a receipt read with this
// squeeze for every width lost no line (eval-receipts) and took a sixth less CPU.
constexpr double kSqueeze = 1.3;
// Regions smaller than this, in detector pixels, are specks.
constexpr int kSmallestSide = 4;

void write_error(char *error, size_t size, const std::string &message) {
    if (size == 0) return;
    std::snprintf(error, size, "%s", message.c_str());
}

void prefer_cpu(cv::dnn::Net &net) {
    net.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
    net.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
}

cv::dnn::Net &detector(lunchbox_text_reader *reader, int side, cv::Size shape) {
    auto found = reader->detectors.find(side);
    if (found != reader->detectors.end() && found->second.first == shape) return found->second.second;
    cv::dnn::Net net = cv::dnn::readNetFromONNX(reader->detector_path);
    prefer_cpu(net);
    reader->detectors[side] = {shape, net};
    return reader->detectors[side].second;
}

// (x - 127.5) / 127.5: the range PaddleOCR's models were trained on.
cv::Mat blob(const cv::Mat &image) {
    return cv::dnn::blobFromImage(image, 1.0 / 127.5, image.size(), cv::Scalar(127.5, 127.5, 127.5), false, false);
}

// A region of text: its rotated rectangle's corners in the image's own pixels, in
// reading order (top left, top right, bottom right, bottom left), so a line photographed
// at a slant is cut out straight rather than as the tall box around it.
struct Region {
    std::array<cv::Point2f, 4> corners;
    float height;  // of the text: the rectangle's short side
};

std::array<cv::Point2f, 4> reading_order(const cv::RotatedRect &rect) {
    cv::Point2f points[4];
    rect.points(points);
    std::sort(points, points + 4, [](const cv::Point2f &a, const cv::Point2f &b) { return a.x < b.x; });
    bool leftDown = points[0].y > points[1].y, rightDown = points[2].y > points[3].y;
    return {points[leftDown ? 1 : 0], points[rightDown ? 3 : 2], points[rightDown ? 2 : 3], points[leftDown ? 0 : 1]};
}

// Where the detector sees text, the tallest first.
std::vector<Region> detect(lunchbox_text_reader *reader, const cv::Mat &image, int side) {
    double scale = double(side) / std::max(image.cols, image.rows);
    int width = std::clamp(int(std::lround(image.cols * scale)), 1, side);
    int height = std::clamp(int(std::lround(image.rows * scale)), 1, side);
    cv::Mat resized;
    cv::resize(image, resized, cv::Size(width, height), 0, 0, scale < 1 ? cv::INTER_AREA : cv::INTER_LINEAR);
    // Padded to multiples of 32, as the network halves the image five times; its cost
    // grows with the area, so a tall receipt is not padded to a square.
    cv::Size shape((width + 31) / 32 * 32, (height + 31) / 32 * 32);
    cv::Mat padded(shape, CV_8UC3, cv::Scalar(0, 0, 0));
    resized.copyTo(padded(cv::Rect(0, 0, width, height)));
    cv::dnn::Net &net = detector(reader, side, shape);
    net.setInput(blob(padded));
    cv::Mat output = net.forward();
    cv::Mat map(output.size[2], output.size[3], CV_32F, output.ptr<float>());
    cv::Mat text = map > kTextThreshold;
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(text, contours, cv::RETR_LIST, cv::CHAIN_APPROX_SIMPLE);
    std::vector<Region> regions;
    cv::Rect inside(0, 0, width, height);
    for (const auto &contour : contours) {
        cv::RotatedRect rotated = cv::minAreaRect(contour);
        if (std::min(rotated.size.width, rotated.size.height) < kSmallestSide) continue;
        cv::Rect core = cv::boundingRect(contour) & inside;
        if (core.empty()) continue;
        cv::Mat mask = cv::Mat::zeros(core.size(), CV_8U);
        std::vector<std::vector<cv::Point>> shifted{contour};
        for (auto &point : shifted[0]) point -= core.tl();
        cv::fillPoly(mask, shifted, cv::Scalar(255));
        float score = float(cv::mean(map(core), mask)[0]);
        if (score < kRegionThreshold) continue;
        float grow = float(rotated.size.area() * kUnclipRatio / (2.0 * (rotated.size.width + rotated.size.height)));
        cv::RotatedRect grown(
            rotated.center * float(1 / scale),
            cv::Size2f((rotated.size.width + 2 * grow) / float(scale), (rotated.size.height + 2 * grow) / float(scale)), rotated.angle);
        regions.push_back({reading_order(grown), std::min(grown.size.width, grown.size.height)});
    }
    std::sort(regions.begin(), regions.end(), [](const Region &a, const Region &b) { return a.height > b.height; });
    return regions;
}

// The region cut out straight, and the transform that takes its pixels back to the image's.
cv::Mat straightened(const cv::Mat &image, const Region &region, cv::Mat &back) {
    const auto &c = region.corners;
    float width = std::max(2.0f, float(std::max(cv::norm(c[0] - c[1]), cv::norm(c[3] - c[2]))));
    float height = std::max(2.0f, float(std::max(cv::norm(c[0] - c[3]), cv::norm(c[1] - c[2]))));
    const cv::Point2f target[4] = {{0, 0}, {width, 0}, {width, height}, {0, height}};
    cv::Mat forward = cv::getPerspectiveTransform(c.data(), target);
    back = forward.inv();
    cv::Mat crop;
    cv::warpPerspective(image, crop, forward, cv::Size(int(std::lround(width)), int(std::lround(height))), cv::INTER_CUBIC, cv::BORDER_REPLICATE);
    return crop;
}

// The image's box around columns [from, to) of a straightened region.
cv::Rect2f box_in_image(const cv::Mat &back, int from, int to, int rows, const cv::Size &size) {
    std::vector<cv::Point2f> corners{{float(from), 0}, {float(to), 0}, {float(to), float(rows)}, {float(from), float(rows)}}, mapped;
    cv::perspectiveTransform(corners, mapped, back);
    float left = mapped[0].x, top = mapped[0].y, right = left, bottom = top;
    for (const auto &point : mapped) {
        left = std::min(left, point.x), right = std::max(right, point.x);
        top = std::min(top, point.y), bottom = std::max(bottom, point.y);
    }
    return cv::Rect2f(left, top, right - left, bottom - top) & cv::Rect2f(0, 0, float(size.width), float(size.height));
}

// A straightened region cut into pieces the widest recogniser reads without squashing
// the letters past reading (it takes `widest` pixels at kLineHeight; a third more it
// still reads): a receipt line is three times that. Each cut falls in the middle of the
// widest gap of least ink in the last part of the piece, between words where there are.
std::vector<std::pair<int, int>> pieces(const cv::Mat &crop, int widest) {
    int limit = int(kSqueeze * widest * crop.rows / kLineHeight);
    if (crop.cols <= limit || limit < 8 || crop.rows >= crop.cols * 3 / 2) return {{0, crop.cols}};
    cv::Mat gray, ink;
    cv::cvtColor(crop, gray, cv::COLOR_RGB2GRAY);
    cv::threshold(gray, ink, 0, 1, cv::THRESH_BINARY_INV | cv::THRESH_OTSU);
    // Light print on a dark pack: the ink is what the threshold left out.
    if (cv::mean(ink.row(0))[0] + cv::mean(ink.row(ink.rows - 1))[0] > 1.0) ink = 1 - ink;
    cv::Mat columns;
    cv::reduce(ink, columns, 0, cv::REDUCE_SUM, CV_32S);
    const int *column = columns.ptr<int>(0);
    std::vector<std::pair<int, int>> result;
    int start = 0;
    while (crop.cols - start > limit) {
        int from = start + limit * 11 / 20, to = start + limit;
        int least = *std::min_element(column + from, column + to);
        int cut = to, run = 0, longest = 0;
        for (int x = from; x <= to; x++) {
            if (x < to && column[x] <= least) {
                run++;
                continue;
            }
            if (run > longest) {
                longest = run;
                cut = x - (run + 1) / 2;
            }
            run = 0;
        }
        result.push_back({start, cut});
        start = cut;
    }
    result.push_back({start, crop.cols});
    return result;
}

// The recogniser's likeliest class and its probability at each step for one region.
void recognise(lunchbox_text_reader *reader, cv::Mat crop, int *labels, float *probabilities, int steps) {
    // Text running down a carton's side: PP-OCR turns regions 1.5 times taller than wide.
    if (crop.rows >= crop.cols * 3 / 2) cv::rotate(crop, crop, cv::ROTATE_90_COUNTERCLOCKWISE);
    int natural = std::max(8, int(std::lround(crop.cols * double(kLineHeight) / crop.rows)));
    auto chosen = std::find_if(reader->recognisers.begin(), reader->recognisers.end(), [&](const auto &recogniser) {
        return natural <= recogniser.first * kSqueeze;
    });
    if (chosen == reader->recognisers.end()) chosen = reader->recognisers.end() - 1;
    auto &[inputWidth, recogniser] = *chosen;
    int width = std::min(natural, inputWidth);
    cv::Mat line;
    cv::resize(crop, line, cv::Size(width, kLineHeight), 0, 0, crop.rows > kLineHeight ? cv::INTER_AREA : cv::INTER_LINEAR);
    // The rest of the line is zero after normalisation, as PaddleOCR pads it.
    const int shape[] = {1, 3, kLineHeight, inputWidth};
    cv::Mat input(4, shape, CV_32F, cv::Scalar(0));
    cv::Mat word = blob(line);
    for (int channel = 0; channel < 3; channel++) {
        for (int row = 0; row < kLineHeight; row++) {
            const float *from = word.ptr<float>(0, channel, row);
            std::copy(from, from + width, input.ptr<float>(0, channel, row));
        }
    }
    recogniser.setInput(input);
    cv::Mat output = recogniser.forward();  // 1 x its steps x classes
    if (output.dims != 3 || output.size[1] > steps) throw std::runtime_error("the recogniser's output is not the expected size");
    int classes = output.size[2];
    std::fill(labels, labels + steps, 0);
    std::fill(probabilities, probabilities + steps, 1.0f);
    for (int step = 0; step < output.size[1]; step++) {
        const float *scores = output.ptr<float>(0, step);
        const float *best = std::max_element(scores, scores + classes);
        labels[step] = int(best - scores);
        probabilities[step] = *best;
    }
}
}  // namespace

extern "C" {
lunchbox_text_reader *lunchbox_text_reader_load(
    const char *detector, const char *const *recognisers, const int *widths, int count, char *error, size_t error_size);
int lunchbox_text_reader_read(
    lunchbox_text_reader *reader, const unsigned char *rgb, int width, int height, int detector_side, int threads, float *boxes, int *labels,
    float *probabilities, int capacity, int steps, char *error, size_t error_size);
void lunchbox_text_reader_free(lunchbox_text_reader *reader);
}

[[maybe_unused]] static const lunchbox_text_reader_load_fn checked_load = &lunchbox_text_reader_load;
[[maybe_unused]] static const lunchbox_text_reader_read_fn checked_read = &lunchbox_text_reader_read;
[[maybe_unused]] static const lunchbox_text_reader_free_fn checked_free = &lunchbox_text_reader_free;

lunchbox_text_reader *lunchbox_text_reader_load(
    const char *detector, const char *const *recognisers, const int *widths, int count, char *error, size_t error_size) {
    try {
        if (count < 1) throw std::runtime_error("no recogniser");
        cv::setNumThreads(1);
        auto reader = std::make_unique<lunchbox_text_reader>();
        reader->detector_path = detector;
        for (int index = 0; index < count; index++) {
            if (widths[index] < 8 || widths[index] % 8 != 0) throw std::runtime_error("a recogniser's width must be a multiple of 8");
            cv::dnn::Net net = cv::dnn::readNetFromONNX(recognisers[index]);
            prefer_cpu(net);
            reader->recognisers.emplace_back(widths[index], net);
        }
        std::sort(reader->recognisers.begin(), reader->recognisers.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        return reader.release();
    } catch (const std::exception &exception) {
        write_error(error, error_size, exception.what());
        return nullptr;
    }
}

int lunchbox_text_reader_read(
    lunchbox_text_reader *reader, const unsigned char *rgb, int width, int height, int detector_side, int threads, float *boxes, int *labels,
    float *probabilities, int capacity, int steps, char *error, size_t error_size) {
    try {
        if (width <= 0 || height <= 0) throw std::runtime_error("empty image");
        if (detector_side < 32 || detector_side > 2048 || detector_side % 32 != 0) throw std::runtime_error("the detector's side must be a multiple of 32");
        if (threads < 1 || threads > 64) throw std::runtime_error("the thread count must be 1 to 64");
        // One thread for a photo (its CPU budget is small); a receipt, which a person
        // waits on, may use more: its lines read 1.6 times as fast on two cores.
        cv::setNumThreads(threads);
        cv::Mat image(height, width, CV_8UC3, const_cast<unsigned char *>(rgb));
        int count = 0;
        for (const Region &region : detect(reader, image, detector_side)) {
            cv::Mat back;
            cv::Mat crop = straightened(image, region, back);
            for (const auto &[from, to] : pieces(crop, reader->recognisers.back().first)) {
                if (count == capacity) break;
                cv::Rect2f box = box_in_image(back, from, to, crop.rows, image.size());
                if (box.width < 2 || box.height < 2) continue;
                boxes[4 * count] = box.x / width;
                boxes[4 * count + 1] = box.y / height;
                boxes[4 * count + 2] = box.width / width;
                boxes[4 * count + 3] = box.height / height;
                recognise(reader, crop.colRange(from, to), labels + count * steps, probabilities + count * steps, steps);
                count++;
            }
            if (count == capacity) break;
        }
        return count;
    } catch (const std::exception &exception) {
        write_error(error, error_size, exception.what());
        return -1;
    }
}

void lunchbox_text_reader_free(lunchbox_text_reader *reader) { delete reader; }
