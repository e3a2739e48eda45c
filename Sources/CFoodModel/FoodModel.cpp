// LunchBox's on-device food model over Debian's OpenCV DNN (libopencv-dnn-dev): an
// ImageNet EfficientNet-Lite converted to ONNX by scripts/lib/food_model.py. Built as
// a shared library of its own (product LunchBoxFoodModel) that the app opens on the
// first photo: linking OpenCV into the server would map it, and its BLAS, TBB and X11
// dependencies, at every start (about 9 MB of idle memory) for a feature a household
// may never use.
#include "FoodModelABI.h"

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

struct lunchbox_food_model {
    cv::dnn::Net net;
    int input_size;
};

namespace {
void write_error(char *error, size_t size, const std::string &message) {
    if (size == 0) return;
    std::snprintf(error, size, "%s", message.c_str());
}
}  // namespace

// These names are looked up by dlsym; the casts check them against the ABI typedefs.
extern "C" {
lunchbox_food_model *lunchbox_food_model_load(const char *path, int input_size, char *error, size_t error_size);
int lunchbox_food_model_run(
    lunchbox_food_model *model, const unsigned char *rgb, int width, int height, float *logits, int logit_count,
    float *features, int feature_count, char *error, size_t error_size);
void lunchbox_food_model_free(lunchbox_food_model *model);
}

// Each function is assigned to its ABI typedef: a signature that drifts from the header
// fails to compile.
[[maybe_unused]] static const lunchbox_food_model_load_fn checked_load = &lunchbox_food_model_load;
[[maybe_unused]] static const lunchbox_food_model_run_fn checked_run = &lunchbox_food_model_run;
[[maybe_unused]] static const lunchbox_food_model_free_fn checked_free = &lunchbox_food_model_free;

lunchbox_food_model *lunchbox_food_model_load(const char *path, int input_size, char *error, size_t error_size) {
    try {
        auto model = new lunchbox_food_model{cv::dnn::readNetFromONNX(path), input_size};
        model->net.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
        model->net.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
        return model;
    } catch (const std::exception &exception) {
        write_error(error, error_size, exception.what());
        return nullptr;
    }
}

int lunchbox_food_model_run(
    lunchbox_food_model *model, const unsigned char *rgb, int width, int height, float *logits, int logit_count,
    float *features, int feature_count, char *error, size_t error_size) {
    try {
        if (width <= 0 || height <= 0) throw std::runtime_error("empty image");
        // One thread, set for each photo (a receipt's text reading may have used more):
        // the machine's other cores serve the web app and other scans.
        cv::setNumThreads(1);
        cv::Mat image(height, width, CV_8UC3, const_cast<unsigned char *>(rgb));
        // (x - 127) / 128: the range the TensorFlow Lite models were trained on. The
        // pixels are already RGB, so no channel swap.
        cv::Mat blob = cv::dnn::blobFromImage(
            image, 1.0 / 128.0, cv::Size(model->input_size, model->input_size), cv::Scalar(127, 127, 127), false, false);
        model->net.setInput(blob, "image");
        std::vector<cv::Mat> outputs;
        model->net.forward(outputs, std::vector<cv::String>{"logits", "features"});
        if (outputs.size() != 2 || (int)outputs[0].total() != logit_count || (int)outputs[1].total() != feature_count) {
            throw std::runtime_error("the model's outputs are not the expected sizes");
        }
        std::copy_n(outputs[0].ptr<float>(), logit_count, logits);
        std::copy_n(outputs[1].ptr<float>(), feature_count, features);
        return 0;
    } catch (const std::exception &exception) {
        write_error(error, error_size, exception.what());
        return -1;
    }
}

void lunchbox_food_model_free(lunchbox_food_model *model) { delete model; }
